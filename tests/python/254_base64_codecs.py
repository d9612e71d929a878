# base64: every codec round trip (b64, urlsafe, b32, b32hex, b16, b85, a85) and the edge and error cases.
import base64
import binascii
import json
import random


def t(label, f, *a, **k):
    try:
        r = f(*a, **k)
        print(label, "OK", repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)


rng = random.Random(7)


def blob(n):
    return bytes([rng.randrange(256) for _ in range(n)])


datas = [b"", b"\x00", b"\xff", b"f", b"fo", b"foo", b"foob", b"fooba", b"foobar", b"\x00\x00\x00\x00",
         b"    ", b"\x00\x00\x00\x00\x00", b"   ", bytes(range(256)), b"\xff" * 7, b"\xfb\xff\xbf"]
for n in range(1, 45):
    datas.append(blob(n))
count = 0
for d in datas:
    e64 = base64.b64encode(d)
    alt = base64.b64encode(d, b"*!")
    url = base64.urlsafe_b64encode(d)
    e32 = base64.b32encode(d)
    e32h = base64.b32hexencode(d)
    e16 = base64.b16encode(d)
    e85 = base64.b85encode(d)
    e85p = base64.b85encode(d, pad=True)
    a85 = base64.a85encode(d)
    a85x = base64.a85encode(d, foldspaces=True, wrapcol=10, adobe=True)
    a85p = base64.a85encode(d, pad=True)
    mime = base64.encodebytes(d)
    print(e64, alt, url, e32, e32h, e16, e85, e85p, a85, a85x, a85p, mime)
    assert base64.b64decode(e64) == d
    assert base64.b64decode(e64.decode()) == d
    assert base64.b64decode(e64, validate=True) == d
    assert base64.standard_b64decode(base64.standard_b64encode(d)) == d
    assert base64.b64decode(alt, b"*!") == d
    assert base64.b64decode(alt.decode(), "*!") == d
    assert base64.urlsafe_b64decode(url) == d
    assert base64.urlsafe_b64decode(url.decode()) == d
    assert base64.b32decode(e32) == d
    assert base64.b32decode(e32.lower(), casefold=True) == d
    assert base64.b32hexdecode(e32h) == d
    assert base64.b16decode(e16) == d
    assert base64.b16decode(e16.lower(), casefold=True) == d
    assert base64.b85decode(e85) == d
    assert base64.b85decode(e85p)[:len(d)] == d
    assert base64.a85decode(a85) == d
    assert base64.a85decode(a85x, foldspaces=True, adobe=True) == d
    assert base64.decodebytes(mime) == d
    count += 1
print("roundtrips", count)

# Decoding errors and oddities.
for s in ["YQ", "YQ=", "YQ==", "YQ===", "Y", "", "====", "YWJj", "YW Jj", "YW\nJj", "YWJj!", "Y!WJj", "YW=Jj",
          "=YWJj", "YWJjZA=x", "é", b"YW\xffJj", "YQ==YQ==", "-_-_", "+/+/", "-_", 5, None, [1]]:
    t("b64d " + repr(s), base64.b64decode, s)
    t("b64d validate " + repr(s), base64.b64decode, s, validate=True)
    t("url " + repr(s), base64.urlsafe_b64decode, s)
    t("std " + repr(s), base64.standard_b64decode, s)
    count += 4
t("altchars len", base64.b64decode, "YWJj", b"*")
t("altchars str enc", base64.b64encode, b"\xfb\xff", "*!")
t("altchars bad enc", base64.b64encode, b"\xfb\xff", b"*!?")
t("altchars ok enc", base64.b64encode, b"\xfb\xff\xbf", b"-_")
t("altchars dec", base64.b64decode, "-_-_", "-_")
t("altchars dec validate", base64.b64decode, "+/-_", b"-_", True)
t("enc str", base64.b64encode, "abc")
t("enc int", base64.b64encode, 3)
t("url enc str", base64.urlsafe_b64encode, "abc")
for s in ["", "MY======", "MZXQ====", "MZXW6===", "MZXW6YQ=", "MZXW6YTB", "MZXW6YTBOI======", "MY=====",
          "MY", "my======", "M1======", "M0======", "MY=A====", "========", "A=======", "AAA=====", "AAAAAA==",
          "MZXW6YT=", "0123456=", "é", 5, "MZXW6YTBOI======"]:
    t("b32d " + repr(s), base64.b32decode, s)
    t("b32d casefold " + repr(s), base64.b32decode, s, True)
    t("b32hexd " + repr(s), base64.b32hexdecode, s)
    count += 3
t("map01 L", base64.b32decode, "M1XW6===", map01=b"L")
t("map01 I", base64.b32decode, "M1XW6===", map01="I")
t("map01 0", base64.b32decode, "0BXW6===", map01=b"L")
t("map01 bad", base64.b32decode, "M1XW6===", map01=b"LI")
t("b32e str", base64.b32encode, "abc")
for s in ["", "00", "0", "0G", "ab", "AB", "AbCd", "DEADBEEF", "deadbeef", "12 34", "é", b"FF", 7]:
    t("b16d " + repr(s), base64.b16decode, s)
    t("b16d casefold " + repr(s), base64.b16decode, s, True)
    count += 2
for s in ["", "0", "00", "000", "0000", "00000", "|NsC0", "|NsC1", "~~~~~", "\"", " ", "abc\"e", "VPa!sWoBn+X", b"\x00\x00"]:
    t("b85d " + repr(s), base64.b85decode, s)
    count += 1
for s in ["", "z", "zz", "!!", "!!!!!", "s8W-!", "s8W-\"", "uuuuu", "az", "y", "ay", "<~87cURD]i,\"Ebo80~>",
          "87cURD]i,\"Ebo80", "87 cU\nRD", "{", "87cURD]i,\"Ebo80~>"]:
    t("a85d " + repr(s), base64.a85decode, s)
    t("a85d adobe " + repr(s), base64.a85decode, s, adobe=True)
    t("a85d fold " + repr(s), base64.a85decode, s, foldspaces=True)
    count += 3
t("a85 ignore", base64.a85decode, "87 cU", ignorechars=b"")
for w in [1, 2, 3, 5, 7, 80]:
    t("a85 wrap %d" % w, base64.a85encode, b"Hello, world! " * 3, wrapcol=w)
    t("a85 wrap adobe %d" % w, base64.a85encode, b"Hello, world! " * 3, wrapcol=w, adobe=True)
t("a85 y pad", base64.a85encode, b"     ", foldspaces=True)
t("a85 y", base64.a85encode, b"    ", foldspaces=True)
t("a85 z tail", base64.a85encode, b"\x00\x00\x00\x00\x00")
t("encodebytes str", base64.encodebytes, "abc")
t("decodebytes str", base64.decodebytes, "YWJj")
t("encodebytes long", base64.encodebytes, bytes(range(200)))
t("decodebytes lines", base64.decodebytes, b"YWJj\nZGVm\n")
t("b16e str", base64.b16encode, "ab")
t("b85e str", base64.b85encode, "ab")

# Base64 of JSON, as a web token would carry it.
payload = {"sub": "1234567890", "name": "Jöhn Doe", "admin": True, "iat": 1516239022, "tags": ["a", "b"]}
header = {"alg": "HS256", "typ": "JWT"}
def seg(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode("utf-8")).rstrip(b"=")
token = seg(header) + b"." + seg(payload)
print(token)
parts = token.split(b".")
for p in parts:
    padded = p + b"=" * (-len(p) % 4)
    print(json.loads(base64.urlsafe_b64decode(padded).decode("utf-8")))
# Basic auth header.
cred = base64.b64encode("aladdin:opensesame".encode()).decode("ascii")
print("Authorization: Basic " + cred, base64.b64decode(cred).decode())
# A data URL.
data = bytes(range(0, 256, 3))
url = "data:application/octet-stream;base64," + base64.b64encode(data).decode()
print(url)
print(base64.b64decode(url.split(",", 1)[1]) == data)
print("cases", count)
