# SHA3-224/256/384/512 and SHAKE128/256: FIPS 202 vectors, lengths 0..300
# across rate boundaries, long SHAKE outputs, incremental updates, copy(),
# attributes, hashlib.new() names and error messages.
import hashlib

SHA3 = ["sha3_224", "sha3_256", "sha3_384", "sha3_512"]
SHAKE = ["shake_128", "shake_256"]


def err(f, *a, **k):
    try:
        r = f(*a, **k)
        print("no error", repr(r)[:60] if isinstance(r, (bytes, str)) else type(r).__name__)
    except Exception as e:
        print(type(e).__name__, e)


# ---- FIPS 202 / NIST example values
known = {
    ("sha3_224", b""): "6b4e03423667dbb73b6e15454f0eb1abd4597f9a1b078e3f5b5a6bc7",
    ("sha3_256", b""): "a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a",
    ("sha3_384", b""): "0c63a75b845e4f7d01107d852e4c2485c51a50aaaa94fc61995e71bbee983a2ac3713831264adb47fb6bd1e058d5f004",
    ("sha3_512", b""): "a69f73cca23a9ac5c8b567dc185a756e97c982164fe25859e0d1dcc1475c80a615b2123af1f5f94c11e3e9402c3ac558f500199d95b6d3e301758586281dcd26",
    ("sha3_224", b"abc"): "e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf",
    ("sha3_256", b"abc"): "3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532",
    ("sha3_384", b"abc"): "ec01498288516fc926459f58e2c6ad8df9b473cb0fc08c2596da7cf0e49be4b298d88cea927ac7f539f1edf228376d25",
    ("sha3_512", b"abc"): "b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0",
}
for (name, msg), want in sorted(known.items()):
    got = hashlib.new(name, msg).hexdigest()
    print(name, msg, got, got == want)
print(hashlib.shake_128(b"").hexdigest(32) == "7f9c2ba4e88f827d616045507605853ed73b8093f6efbc88eb1a6eacfa66ef26")
print(hashlib.shake_256(b"").hexdigest(64) == "46b9dd2b0ba88d13233b3feb743eeb243fcd52ea62b81b82b50c27646ed5762fd75dc4ddd8c0f200cb05019d67b592f6fc821c49479ab48640292eacb3b7c4be")
# the 1600-bit message of 0xA3 bytes used in the NIST examples
a3 = b"\xa3" * 200
for name in SHA3:
    print(name, "a3*200", hashlib.new(name, a3).hexdigest())
for name in SHAKE:
    print(name, "a3*200", hashlib.new(name, a3).hexdigest(64))
print(hashlib.sha3_256(b"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq").hexdigest())
h = hashlib.sha3_256()
for i in range(1000):
    h.update(b"a" * 1000)
print("sha3_256 1M 'a'", h.hexdigest())

# ---- lengths 0..300 across the rates (144, 136, 104, 72, 168 bytes)
base = bytes((i * 151 + 11) % 256 for i in range(300))
for n in range(301):
    print(n, " ".join(hashlib.new(name, base[:n]).hexdigest()[:16] for name in SHA3),
          hashlib.shake_128(base[:n]).hexdigest(12), hashlib.shake_256(base[:n]).hexdigest(12))
for n in [71, 72, 73, 103, 104, 105, 135, 136, 137, 143, 144, 145, 167, 168, 169]:
    for name in SHA3:
        print(name, n, hashlib.new(name, base[:n]).hexdigest())

# ---- SHAKE output lengths, squeezing across several blocks
for name in SHAKE:
    h = hashlib.new(name, b"squeeze me")
    full = h.digest(700)
    print(name, "700", full.hex())
    for n in [0, 1, 2, 31, 32, 33, 135, 136, 137, 167, 168, 169, 271, 272, 273, 335, 336, 337, 504, 505, 699]:
        d = h.digest(n)
        print(name, n, len(d), d == full[:n], h.hexdigest(n) == full[:n].hex())
    print(name, hashlib.new(name, base).digest(1000).hex()[-64:])
print(hashlib.shake_128(b"x").digest(True).hex(), hashlib.shake_128(b"x").digest(length=5).hex(),
      hashlib.shake_256(b"x").hexdigest(length=7))

# ---- incremental updates equal one-shot; copy(); repeated digest()
data = bytes((i * 13 + 5) % 256 for i in range(1031))
for name in SHA3 + SHAKE:
    want = hashlib.new(name, data).digest() if name in SHA3 else hashlib.new(name, data).digest(100)
    for step in [1, 3, 7, 71, 72, 73, 100, 104, 135, 136, 137, 144, 167, 168, 169, 500, 1031]:
        h = hashlib.new(name)
        for i in range(0, len(data), step):
            h.update(data[i:i + step])
        got = h.digest() if name in SHA3 else h.digest(100)
        print(name, "step", step, got == want)
    h = getattr(hashlib, name)()
    h.update(b"")
    h.update(bytearray(data[:300]))
    h.update(b"")
    h.update(memoryview(data)[300:])
    out = (lambda x: x.digest()) if name in SHA3 else (lambda x: x.digest(100))
    print(name, "mixed types", out(h) == want, out(h) == out(h))
    h2 = h.copy()
    h.update(b"more")
    print(name, "copy independent", out(h2) == want, out(h) == out(hashlib.new(name, data + b"more")))
    h3 = h2.copy()
    h3.update(b"x" * 200)
    print(name, "copy of copy", out(h3).hex()[:32], out(h2) == want, type(h3).__name__, h3.name)

# ---- attributes and types
for name in SHA3 + SHAKE:
    h = getattr(hashlib, name)()
    n = hashlib.new(name)
    print(name, h.name, h.digest_size, h.block_size, type(h).__name__, type(n).__name__, n.name)
    print(name, repr(h).startswith("<" + name + " _hashlib.HASH" + ("XOF" if name in SHAKE else "") + " object @ 0x"))
    print(name, getattr(hashlib, name).__name__.endswith(name), name in hashlib.algorithms_guaranteed,
          name in hashlib.algorithms_available, name in hashlib.__all__)
    print([a for a in ["update", "digest", "hexdigest", "copy", "name", "digest_size", "block_size"] if hasattr(h, a)])
    print(isinstance(h, type(hashlib.sha256())), isinstance(h, type(hashlib.sha3_256())))
for name in SHA3:
    h = hashlib.new(name, b"abc", usedforsecurity=False)
    print(name, len(h.digest()), len(h.hexdigest()), type(h.digest()).__name__)
print(hashlib.sha3_256(string=b"abc").hexdigest() == hashlib.sha3_256(b"abc").hexdigest())
print(hashlib.shake_128(b"abc", usedforsecurity=True).hexdigest(4))
print(hashlib.new("sha3_384", data=b"abc").hexdigest()[:20])

# ---- hashlib.new() names
for name in ["sha3-224", "SHA3-256", "Sha3-384", "sha3-512", "shake128", "SHAKE-256", "shake-128",
             "SHAKE256", "sha3_224", "shake_256"]:
    h = hashlib.new(name, b"abc")
    print(name, type(h).__name__, h.name, h.digest_size, h.block_size)
for name in ["SHA3_256", "SHAKE_128", "sha3224", "sha3", "shake", "keccak-256", "sha-3-256", "id-sha3-256"]:
    err(hashlib.new, name)
print(sorted(hashlib.algorithms_guaranteed))
print(sorted(hashlib.algorithms_guaranteed - hashlib.algorithms_available))

# ---- errors
for name in SHA3 + SHAKE:
    f = getattr(hashlib, name)
    print("--", name)
    err(f, "abc")
    err(f, 123)
    err(f, None)
    err(f, [1])
    err(f, data=b"abc")
    err(f, foo=1)
    err(f, b"a", b"b")
    err(f, b"a", 1, 2)
    err(f, b"a", string=b"b")
    err(hashlib.new, name, "abc")
    err(hashlib.new, name, None)
    err(hashlib.new, name, b"abc", digest_size=10)
    h = f(b"abc")
    err(h.update, "x")
    err(h.update, 5)
    err(h.update, None)
    err(h.update)
    err(h.update, b"a", b"b")
    err(h.update, obj=b"a")
    err(h.copy, 1)
    if name in SHA3:
        err(h.digest, 1)
        err(h.hexdigest, 1)
        err(h.digest, length=1)
    else:
        err(h.digest)
        err(h.hexdigest)
        err(h.digest, -1)
        err(h.hexdigest, -1)
        err(h.digest, 0)
        err(h.hexdigest, 0)
        err(h.digest, 1.5)
        err(h.digest, "1")
        err(h.digest, None)
        err(h.digest, 2 ** 63)
        err(h.hexdigest, -2 ** 64)
        err(h.digest, 1, 2)
        err(h.digest, len=1)
        err(h.digest, length=-1)
        err(h.digest, 5, length=5)
    print("after errors", h.hexdigest() == f(b"abc").hexdigest() if name in SHA3 else
          h.hexdigest(20) == f(b"abc").hexdigest(20))
