# Realistic uses of BLAKE2 and SHA-3: file checksums, keyed MACs and signed
# cookies, HMAC/PBKDF2 over the new hashes, tree and Merkle hashing,
# deduplication, SHAKE as a key-derivation stream.
import hashlib
import hmac
import io
import os
import tempfile
from hashlib import blake2b, blake2s

ALL = sorted(hashlib.algorithms_guaranteed)

# ---- file checksums (like b2sum / sha3sum), read in chunks and via file_digest
tmpdir = tempfile.gettempdir()
files = []
for i, size in enumerate([0, 1, 100, 4095, 4096, 4097, 65536 + 17, 150000]):
    path = os.path.join(tmpdir, "gpa_t_realistic_%d.bin" % i)
    with open(path, "wb") as f:
        f.write(bytes((j * (i + 3) + j // 251) % 256 for j in range(size)))
    files.append((path, size))


def checksum(path, name, chunk=8192):
    h = hashlib.new(name)
    with open(path, "rb") as f:
        while True:
            block = f.read(chunk)
            if not block:
                break
            h.update(block)
    return h.hexdigest(32) if name.startswith("shake") else h.hexdigest()


for name in ["blake2b", "blake2s", "sha3_256", "sha3_512", "shake_128"]:
    for path, size in files:
        print("%s  %s (%d bytes, %s)" % (checksum(path, name), os.path.basename(path), size, name))
for path, size in files[:6]:
    with open(path, "rb") as f:
        d1 = hashlib.file_digest(f, "sha3_256").hexdigest()
    with open(path, "rb") as f:
        d2 = hashlib.file_digest(f, hashlib.blake2b).hexdigest()
    with open(path, "rb") as f:
        d3 = hashlib.file_digest(f, lambda: blake2s(digest_size=16, person=b"files")).hexdigest()
    with open(path, "rb") as f:
        data = f.read()
    print(os.path.basename(path), d1 == hashlib.sha3_256(data).hexdigest(),
          d2 == blake2b(data).hexdigest(), d3)
print(hashlib.file_digest(io.BytesIO(b"in memory " * 1000), "sha3_224").hexdigest())
print(hashlib.file_digest(io.BytesIO(b"in memory " * 1000), "blake2s").hexdigest())
for path, size in files:
    os.remove(path)

# ---- keyed MAC: signed cookies (example from the hashlib documentation)
SECRET_KEY = b"pseudorandomly generated server secret key"
AUTH_SIZE = 16


def sign(cookie):
    h = blake2b(digest_size=AUTH_SIZE, key=SECRET_KEY)
    h.update(cookie)
    return h.hexdigest().encode("utf-8")


def verify(cookie, sig):
    good_sig = sign(cookie)
    return hmac.compare_digest(good_sig, sig)


cookie = b"user-alice"
sig = sign(cookie)
print(sig.decode("utf-8"))
print(verify(cookie, sig), verify(b"user-bob", sig), verify(cookie, sig[:-1] + b"0"))
for user in [b"alice", b"bob", b"carol" * 30]:
    tag = blake2s(user, key=b"k" * 32, digest_size=16).digest()
    print(user[:10], tag.hex(), hmac.compare_digest(tag, blake2s(user, key=b"k" * 32, digest_size=16).digest()))

# personalization (documentation example)
h = blake2b(digest_size=32, person=b"MyApp Files Hash")
h.update(b"the same content")
print(h.hexdigest(), h.hexdigest() == "20d9cd024d4fb086aae819a1432dd2466de12947831b75c5a30cf2676095d3b4")
h = blake2b(digest_size=32, person=b"MyApp Block Hash")
h.update(b"the same content")
print(h.hexdigest(), h.hexdigest() == "cf68fb5761b9c44e7878bfb2c4c9aea52264a80b75005e65619778de59f383a3")
# randomized hashing with a salt
msg = b"some message"
salt1 = bytes(range(blake2b.SALT_SIZE))
h1 = blake2b(salt=salt1)
h1.update(msg)
salt2 = bytes(range(16, 16 + blake2b.SALT_SIZE))
h2 = blake2b(salt=salt2)
h2.update(msg)
print(h1.hexdigest()[:32], h2.hexdigest()[:32], h1.digest() != h2.digest())

# ---- HMAC over SHA-3 and BLAKE2
for name in ["sha3_224", "sha3_256", "sha3_384", "sha3_512", "blake2b", "blake2s"]:
    for key in [b"", b"key", b"k" * 200]:
        m = hmac.new(key, b"The quick brown fox jumps over the lazy dog", name)
        print("hmac", name, len(key), m.name, m.digest_size, m.block_size, m.hexdigest())
    print("hmac.digest", name, hmac.digest(b"key", b"message" * 50, name).hex())
    m = hmac.new(b"key", digestmod=getattr(hashlib, name))
    m.update(b"part one ")
    c = m.copy()
    m.update(b"part two")
    print("hmac parts", name, m.hexdigest() == hmac.new(b"key", b"part one part two", name).hexdigest(),
          c.hexdigest() == hmac.new(b"key", b"part one ", name).hexdigest())

# ---- PBKDF2 over SHA-3 and BLAKE2
for name in ["sha3_256", "sha3_512", "blake2b", "blake2s", "sha3-224"]:
    print("pbkdf2", name, hashlib.pbkdf2_hmac(name, b"password", b"salt", 50).hex())
    print("pbkdf2", name, hashlib.pbkdf2_hmac(name, b"p" * 300, b"NaCl", 3, 100).hex())
for name in ["shake_128", "shake_256"]:
    try:
        hashlib.pbkdf2_hmac(name, b"password", b"salt", 5)
    except Exception as e:
        print("pbkdf2", name, type(e).__name__, e)
for name in ["SHA3_256", "BLAKE2B", "sha3"]:
    try:
        hashlib.pbkdf2_hmac(name, b"password", b"salt", 5)
    except Exception as e:
        print("pbkdf2", name, type(e).__name__, e)

# ---- BLAKE2 tree hashing: 4 leaves of 1 KiB, fanout 4, depth 2
data = bytes((i * 17) % 256 for i in range(3500))
leaves = []
for i in range(4):
    chunk = data[i * 1024:(i + 1) * 1024]
    leaf = blake2b(chunk, fanout=4, depth=2, leaf_size=1024, inner_size=64,
                   node_offset=i, node_depth=0, last_node=(i == 3))
    leaves.append(leaf.digest())
root = blake2b(digest_size=32, fanout=4, depth=2, leaf_size=1024, inner_size=64,
               node_offset=0, node_depth=1, last_node=True)
for d in leaves:
    root.update(d)
print("blake2 tree root", root.hexdigest())
sroot = blake2s(fanout=0, depth=255, leaf_size=0, inner_size=32, node_depth=1, last_node=True)
for d in leaves:
    sroot.update(blake2s(d, digest_size=32, fanout=0, depth=255).digest())
print("blake2s tree root", sroot.hexdigest())

# ---- Merkle tree over SHA3-256


def merkle(items):
    level = [hashlib.sha3_256(b"\x00" + it).digest() for it in items]
    while len(level) > 1:
        nxt = []
        for i in range(0, len(level), 2):
            pair = level[i:i + 2]
            if len(pair) == 1:
                nxt.append(pair[0])
            else:
                nxt.append(hashlib.sha3_256(b"\x01" + pair[0] + pair[1]).digest())
        level = nxt
    return level[0].hex()


print("merkle", merkle([("tx%d" % i).encode() for i in range(33)]))  # gpa has no bytes %
print("merkle", merkle([b"a"]))

# ---- deduplication by short content hashes
records = [("record-%d" % (i % 37)).encode() * (1 + i % 5) for i in range(300)]
seen = {}
for r in records:
    key = blake2b(r, digest_size=8).hexdigest()
    seen.setdefault(key, []).append(len(r))
print("distinct", len(seen), sorted(seen)[:3])
ids = sorted(set(hashlib.shake_128(r).hexdigest(6) for r in records))
print("shake ids", len(ids), ids[:3])

# ---- SHAKE as a deterministic key/nonce stream
seed = b"master seed"
keys = [hashlib.shake_256(seed + i.to_bytes(4, "big")).digest(32) for i in range(5)]
for k in keys:
    print("derived", k.hex())
stream = hashlib.shake_128(seed).digest(1000)
print("stream", len(stream), stream[-16:].hex(), stream[:168] == hashlib.shake_128(seed).digest(168))

# ---- every guaranteed algorithm through new(), names and sizes
for name in ALL:
    h = hashlib.new(name, b"hello world")
    out = h.hexdigest(16) if name.startswith("shake") else h.hexdigest()
    print(name, h.name, h.digest_size, h.block_size, out)
print(ALL)
print(sorted(hashlib.algorithms_available)[:3], len(hashlib.algorithms_guaranteed))
print([n for n in hashlib.__all__])
