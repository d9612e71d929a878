# hashlib (pylib/hashlib.gpa): the hash objects' API, names, algorithm sets and errors.
# Attributes, hashlib.new() names, algorithm sets, file_digest and errors.
import hashlib
import io

ALGS = ["md5", "sha1", "sha224", "sha256", "sha384", "sha512"]
for name in ALGS:
    h = getattr(hashlib, name)()
    print(name, h.name, h.digest_size, h.block_size)
    n = hashlib.new(name)
    print(name, n.name, n.digest_size, n.block_size, type(n).__name__)
    print(name, repr(h).startswith("<" + name + " _hashlib.HASH object @ 0x"))

for name in ["SHA256", "Sha1", "MD5", "sha-256", "SHA-1", "sha2-512", "sha-384", "SHA2-224"]:
    h = hashlib.new(name, b"abc")
    print(name, "->", h.name, h.hexdigest()[:16])
print(hashlib.new("sha256", data=b"abc").hexdigest())
print(hashlib.new("sha256", b"abc", usedforsecurity=False).hexdigest())
print(hashlib.new("md5", usedforsecurity=True).hexdigest())

print(type(hashlib.algorithms_guaranteed).__name__, type(hashlib.algorithms_available).__name__)
mine = {"md5", "sha1", "sha224", "sha256", "sha384", "sha512"}
print(mine <= hashlib.algorithms_guaranteed, mine <= hashlib.algorithms_available)
for name in sorted(mine & hashlib.algorithms_guaranteed):
    print("guaranteed", name, hashlib.new(name).name == name)

def err(f, *a, **k):
    try:
        r = f(*a, **k)
        print("no error", r)
    except Exception as e:
        print(type(e).__name__, e)

err(hashlib.sha256, "abc")
err(hashlib.md5, "")
err(hashlib.sha1, 123)
err(hashlib.sha512, None)
err(hashlib.sha384, [1, 2])
err(hashlib.sha256().update, "text")
err(hashlib.md5().update, 5)
err(hashlib.new, "sha1", "x")
err(hashlib.new, "sha1", 1.5)
err(hashlib.new, "foo")
err(hashlib.new, "md-5")
err(hashlib.new, "")
err(hashlib.new, 5)
err(hashlib.new, None)
h = hashlib.sha1(b"abc")
err(h.update, "def")
print("after error", h.hexdigest() == hashlib.sha1(b"abc").hexdigest())

# file_digest
f = io.BytesIO(b"file contents " * 5000)
print(hashlib.file_digest(f, "sha256").hexdigest())
f = io.BytesIO(b"x" * 100)
print(hashlib.file_digest(f, hashlib.md5).hexdigest())
f = io.BytesIO(b"")
print(hashlib.file_digest(f, "sha1").hexdigest())
print(hashlib.file_digest(io.BytesIO(b"y" * 1000), lambda: hashlib.sha224()).hexdigest())
