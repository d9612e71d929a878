# binascii: hexlify with separators, base64 lines in normal and strict mode, crc32/crc_hqx.
import binascii
import random


def t(label, f, *a, **k):
    try:
        r = f(*a, **k)
        print(label, "OK", repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)


rng = random.Random(1234)
# Deterministic data without relying on random's byte methods.
def blob(n):
    return bytes([rng.randrange(256) for _ in range(n)])

datas = [b"", b"\x00", b"\xff", b"a", b"ab", b"abc", b"abcd", b"hello world", bytes(range(256))]
for n in range(0, 40):
    datas.append(blob(n))
count = 0
for d in datas:
    h = binascii.hexlify(d)
    e = binascii.b2a_base64(d)
    e2 = binascii.b2a_base64(d, newline=False)
    print(h, e, e2, binascii.crc32(d), binascii.crc_hqx(d, 0), binascii.crc_hqx(d, 0x1d0f))
    assert binascii.unhexlify(h) == d
    assert binascii.a2b_hex(h.upper()) == d
    assert binascii.a2b_base64(e) == d
    assert binascii.a2b_base64(e2.decode()) == d
    assert binascii.a2b_base64(e2, strict_mode=True) == d
    for sep in ["-", b":", " "]:
        for per in [1, 2, 3, -1, -2, -3, 0, 7, -7]:
            print(binascii.hexlify(d[:9], sep, per), end=" ")
    print()
    count += 1
print("roundtrips", count)

# Running crc32 over pieces equals crc32 over the whole.
d = bytes(range(256)) * 3
c = 0
for i in range(0, len(d), 37):
    c = binascii.crc32(d[i:i + 37], c)
print(c, binascii.crc32(d), c == binascii.crc32(d))
for v in [0, 1, -1, 12345, 0xFFFFFFFF, 2**32, 2**40 + 3, -2**40, 2**62]:
    print("crc32", v, binascii.crc32(b"The quick brown fox", v), binascii.crc_hqx(b"The quick brown fox", v))
print(binascii.crc32(b"123456789"), hex(binascii.crc32(b"123456789")))
print(binascii.crc_hqx(b"123456789", 0xFFFF), hex(binascii.crc_hqx(b"123456789", 0)))

t("sep", binascii.hexlify, b"\x01\x02\x03", "--")
t("sep", binascii.hexlify, b"\x01\x02\x03", "")
t("sep", binascii.hexlify, b"\x01\x02\x03", b"")
t("sep", binascii.hexlify, b"\x01\x02\x03", b"\xff")
t("sep", binascii.hexlify, b"\x01\x02\x03", 5)
t("hexlify str", binascii.hexlify, "ab")
t("hexlify int", binascii.hexlify, 5)
t("hexlify none", binascii.hexlify, None)
t("b2a_hex", binascii.b2a_hex, b"\xde\xad\xbe\xef")
t("per float", binascii.hexlify, b"\x01\x02", "-", 1.0)
for s in ["abc", "zz", "AbCd", "é1", "ab cd", "0g", "", "00ff", "FF00", b"0102", b"01 2", 5, None, "0x12"]:
    t("unhex " + repr(s), binascii.unhexlify, s)
t("b2a_base64 str", binascii.b2a_base64, "hello")
t("b2a_base64 int", binascii.b2a_base64, 5)
cases = ["aGVsbG8=\n", "aGVsbG8", "aGVsbG", "aGVsb", "a", "", "=", "==", "====", "YQ", "YQ=", "YQ==",
         "YQ===", "YWI=", "YWJj", "YW Jj", "Y W J j ", "YQ==YQ==", "YWI=YWI=", "!!!YWJj!!!", "YWJj\nYWJj",
         "YW=Jj", "Y=WJj", "=YWJj", "YWJj=", "YWJj==", "YWJjZA=x", "YWJjZA==x", "YWJjZ===", "YWJjZ=", "Z",
         "ZZ", "ZZZ", "ZZZZ", "ZZZZZ", "Zm9v\r\nYmFy", "Zm9v-YmFy", "Zm9v_YmFy", "ab==cd", "abc=d", "a=b=c=d",
         b"YWJj", b"YW\xffJj", b"\x00YWJj", "YWJjZGVm" * 10, "AAAA", "////", "++++", "A===", "AA=A", "AA==="]
for c in cases:
    t("a2b " + repr(c), binascii.a2b_base64, c)
    t("a2b strict " + repr(c), binascii.a2b_base64, c, strict_mode=True)
t("a2b int", binascii.a2b_base64, 5)
t("a2b nonascii", binascii.a2b_base64, "é")
t("crc32 str", binascii.crc32, "hello")
t("crc32 float", binascii.crc32, b"a", 1.0)
# Random garbage through the base64 decoder, strict and not.
alphabet = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=== \n!"
for i in range(400):
    n = rng.randrange(12)
    s = bytes([alphabet[rng.randrange(len(alphabet))] for _ in range(n)])
    t("fuzz " + repr(s), binascii.a2b_base64, s)
    t("fuzzs " + repr(s), binascii.a2b_base64, s, strict_mode=True)
print(issubclass(binascii.Error, ValueError), issubclass(binascii.Incomplete, Exception))
try:
    binascii.unhexlify("0")
except ValueError as e:
    print("caught as ValueError:", type(e).__name__, e)
