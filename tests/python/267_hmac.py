# hmac (pylib/hmac.gpa): RFC 2202/4231 vectors, keys around the block size, digestmod forms.
# HMAC: RFC 2202 / RFC 4231 vectors, key sizes around the block size,
# digestmod forms, copy(), chained update(), hmac.digest, compare_digest, errors.
import hashlib
import hmac

# RFC 4231 test case 1, 2, 6, 7 and RFC 2202 (md5, sha1)
cases = [
    (b"\x0b" * 20, b"Hi There"),
    (b"Jefe", b"what do ya want for nothing?"),
    (b"\xaa" * 20, b"\xdd" * 50),
    (bytes(range(1, 26)), b"\xcd" * 50),
    (b"\xaa" * 80, b"Test Using Larger Than Block-Size Key - Hash Key First"),
    (b"\xaa" * 131, b"Test Using Larger Than Block-Size Key - Hash Key First"),
    (b"\xaa" * 131, b"This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm."),
]
ALGS = ["md5", "sha1", "sha224", "sha256", "sha384", "sha512"]
for name in ALGS:
    for key, msg in cases:
        print(name, len(key), hmac.new(key, msg, name).hexdigest())

want = "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"
print("rfc4231 tc1", hmac.new(b"\x0b" * 20, b"Hi There", hashlib.sha256).hexdigest() == want)

# keys of every size around the block sizes
for name in ALGS:
    for klen in [0, 1, 16, 63, 64, 65, 100, 127, 128, 129, 200]:
        key = bytes((i * 13 + 5) % 256 for i in range(klen))
        print(name, "key", klen, hmac.new(key, b"message", digestmod=name).hexdigest())

# digestmod forms: name, constructor, module-like object, lambda
class ModLike:
    def new(self, d=b""):
        return hashlib.sha256(d)
for dm in ["sha256", "SHA256", hashlib.sha256, ModLike(), lambda d=b"": hashlib.sha256(d)]:
    h = hmac.new(b"key", b"msg", dm)
    print("form", h.name, h.digest_size, h.block_size, h.hexdigest())

# attributes
for name in ALGS:
    h = hmac.new(b"k", digestmod=name)
    print(name, h.name, h.digest_size, h.block_size, type(h).__name__)
print(hmac.HMAC.blocksize, hmac.digest_size, len(hmac.trans_5C), hmac.trans_36[:4])

# chained updates and copy
for name in ALGS:
    msg = bytes(range(256)) * 3
    one = hmac.new(b"secret", msg, name).digest()
    h = hmac.new(b"secret", digestmod=name)
    for i in range(0, len(msg), 37):
        h.update(msg[i:i + 37])
    c = h.copy()
    c.update(b"extra")
    print(name, "chain", h.digest() == one, c.digest() == hmac.new(b"secret", msg + b"extra", name).digest())
    print(name, "copy", type(c).__name__, c.name, h.hexdigest() == one.hex(), h.digest() == h.digest())
    print(name, "digest()", hmac.digest(b"secret", msg, name) == one,
          hmac.digest(b"secret", msg, getattr(hashlib, name)) == one)
print(hmac.digest(b"k" * 100, b"data", ModLike()).hex())

# compare_digest
for a, b in [(b"abc", b"abc"), (b"abc", b"abd"), (b"abc", b"ab"), (b"", b""),
             ("abc", "abc"), ("abc", "abx"), ("a", "")]:
    print("compare", a, b, hmac.compare_digest(a, b))
print(hmac.compare_digest(hmac.new(b"k", b"m", "md5").digest(), hmac.new(b"k", b"m", "md5").digest()))

def err(f, *a, **k):
    try:
        r = f(*a, **k)
        print("no error", r)
    except Exception as e:
        print(type(e).__name__, e)

err(hmac.new, b"key", b"msg")
err(hmac.new, b"key")
err(hmac.new, b"key", b"msg", None)
err(hmac.new, b"key", b"msg", "")
err(hmac.new, "key", b"msg", "sha256")
err(hmac.new, None, b"msg", "sha256")
err(hmac.new, b"key", "msg", "sha256")
err(hmac.new, b"key", b"msg", "nosuch")
err(hmac.new, b"key", b"msg", 5)
err(hmac.new(b"key", digestmod="md5").update, "str")
err(hmac.digest, b"key", "msg", "sha256")
err(hmac.digest, "key", b"msg", "md5")
err(hmac.digest, b"key", None, "md5")
err(hmac.digest, b"key", b"msg", "nosuch")
err(hmac.compare_digest, "é", "é")
err(hmac.compare_digest, "a", b"a")
err(hmac.compare_digest, b"a", "a")
err(hmac.compare_digest, 1, 2)
err(hmac.compare_digest, None, "x")
