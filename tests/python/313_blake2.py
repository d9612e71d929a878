# BLAKE2b/BLAKE2s: RFC 7693 and official vectors, every keyword parameter,
# lengths 0..300, incremental updates, copy(), attributes and error messages.
import hashlib
from hashlib import blake2b, blake2s


def err(f, *a, **k):
    try:
        r = f(*a, **k)
        print("no error", type(r).__name__)
    except Exception as e:
        print(type(e).__name__, e)


# ---- RFC 7693 Appendix A/B: BLAKE2b-512("abc"), BLAKE2s-256("abc")
print(blake2b(b"abc").hexdigest())
print(blake2s(b"abc").hexdigest())
print(blake2b(b"abc").hexdigest() == "ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923")
print(blake2s(b"abc").hexdigest() == "508c5e8c327c14e2e1a72ba34eeb452f37458b209ed63a294d999b4c86675982")
print(blake2b(b"").hexdigest())
print(blake2s(b"").hexdigest())


# ---- RFC 7693 Appendix E: self-test (hash of hashes over several sizes)
def selftest_seq(n, seed):
    a = (0xDEAD4BAD * seed) & 0xFFFFFFFF
    b = 1
    out = bytearray()
    for i in range(n):
        t = (a + b) & 0xFFFFFFFF
        a = b
        b = t
        out.append((t >> 24) & 0xFF)
    return bytes(out)


def selftest(cons, md_lens, in_lens):
    ctx = cons(digest_size=32)
    for outlen in md_lens:
        for inlen in in_lens:
            data = selftest_seq(inlen, inlen)
            ctx.update(cons(data, digest_size=outlen).digest())
            key = selftest_seq(outlen, outlen)
            ctx.update(cons(data, digest_size=outlen, key=key).digest())
    return ctx.hexdigest()


r = selftest(blake2b, [20, 32, 48, 64], [0, 3, 128, 129, 255, 1024])
print("rfc7693 blake2b selftest", r,
      r == "c23a7800d98123bd10f506c61e29da5603d763b8bbad2e737f5e765a7bccd475")
r = selftest(blake2s, [16, 20, 28, 32], [0, 3, 64, 65, 255, 1024])
print("rfc7693 blake2s selftest", r,
      r == "6a411f08ce25adcdfb02aba641451cec53c598b24f4fc787fbdc88797f4c1dfe")

# ---- official keyed KAT (blake2b-kat.txt / blake2s-kat.txt): key 00..3f /
# 00..1f, message 00 01 02 .. of length 0..255
msg = bytes(range(256))
kb = bytes(range(64))
ks = bytes(range(32))
print(blake2b(b"", key=kb).hexdigest() == "10ebb67700b1868efb4417987acf4690ae9d972fb7a590c2f02871799aaa4786b5e996e8f0f4eb981fc214b005f42d2ff4233499391653df7aefcbc13fc51568")
print(blake2s(b"", key=ks).hexdigest() == "48a8997da407876b3d79c0d92325ad3b89cbb754d86ab71aee047ad345fd2c49")
for n in range(256):
    print("kat", n, blake2b(msg[:n], key=kb).hexdigest(), blake2s(msg[:n], key=ks).hexdigest())

# ---- lengths 0..300 across block boundaries, unkeyed and keyed
base = bytes((i * 131 + 7) % 256 for i in range(300))
for n in range(301):
    print(n, blake2b(base[:n]).hexdigest()[:32], blake2s(base[:n]).hexdigest()[:32],
          blake2b(base[:n], key=b"key", digest_size=32).hexdigest()[:32],
          blake2s(base[:n], key=b"k" * 32, digest_size=16).hexdigest())

# ---- every digest size, key size
for ds in range(1, 65):
    print("b ds", ds, blake2b(b"message", digest_size=ds).hexdigest())
for ds in range(1, 33):
    print("s ds", ds, blake2s(b"message", digest_size=ds).hexdigest())
for kl in range(0, 65, 7):
    print("b key", kl, blake2b(b"m" * 200, key=bytes(range(kl))).hexdigest()[:40])
for kl in range(0, 33, 5):
    print("s key", kl, blake2s(b"m" * 200, key=bytes(range(kl))).hexdigest()[:40])
print(blake2b(key=b"x" * 64).hexdigest()[:40], blake2s(key=b"x" * 32).hexdigest()[:40])

# ---- salt, person and tree parameters, alone and together
params_b = [
    dict(salt=b"salty"), dict(salt=b"s" * 16), dict(person=b"me"), dict(person=b"p" * 16),
    dict(salt=b"ab", person=b"cd"), dict(fanout=0), dict(fanout=2), dict(fanout=255),
    dict(depth=2), dict(depth=255), dict(leaf_size=4096), dict(leaf_size=0xFFFFFFFF),
    dict(node_offset=1), dict(node_offset=2 ** 64 - 1), dict(node_offset=2 ** 48),
    dict(node_depth=1), dict(node_depth=255), dict(inner_size=64), dict(inner_size=1),
    dict(last_node=True), dict(last_node=False), dict(last_node=1), dict(usedforsecurity=False),
    dict(digest_size=32, key=b"secret", salt=b"0123456789abcdef", person=b"fedcba9876543210",
         fanout=3, depth=4, leaf_size=1000, node_offset=12345678901, node_depth=7,
         inner_size=33, last_node=True),
    dict(salt=bytearray(b"ba"), person=memoryview(b"mv"), key=bytearray(b"kk")),
]
params_s = [
    dict(salt=b"salty"), dict(salt=b"s" * 8), dict(person=b"me"), dict(person=b"p" * 8),
    dict(salt=b"ab", person=b"cd"), dict(fanout=0), dict(fanout=2), dict(fanout=255),
    dict(depth=2), dict(depth=255), dict(leaf_size=4096), dict(leaf_size=0xFFFFFFFF),
    dict(node_offset=1), dict(node_offset=2 ** 48 - 1), dict(node_offset=2 ** 32),
    dict(node_depth=1), dict(node_depth=255), dict(inner_size=32), dict(inner_size=1),
    dict(last_node=True), dict(last_node=False), dict(usedforsecurity=False),
    dict(digest_size=20, key=b"secret", salt=b"01234567", person=b"76543210",
         fanout=3, depth=4, leaf_size=1000, node_offset=12345678901, node_depth=7,
         inner_size=17, last_node=True),
]
for p in params_b:
    for n in (0, 1, 127, 128, 129, 300):
        print("b", sorted(p), n, blake2b(base[:n], **p).hexdigest())
for p in params_s:
    for n in (0, 1, 63, 64, 65, 300):
        print("s", sorted(p), n, blake2s(base[:n], **p).hexdigest())

# last_node with a multi-block message, incremental
h = blake2b(last_node=True, key=b"k")
for i in range(0, 300, 50):
    h.update(base[i:i + 50])
print("last_node incremental", h.hexdigest() == blake2b(base, last_node=True, key=b"k").hexdigest())

# ---- tree hashing example from the hashlib documentation
FANOUT = 2
DEPTH = 2
LEAF_SIZE = 4096
INNER_SIZE = 64
buf = bytearray(6000)
h00 = blake2b(buf[0:LEAF_SIZE], fanout=FANOUT, depth=DEPTH, leaf_size=LEAF_SIZE,
              inner_size=INNER_SIZE, node_offset=0, node_depth=0, last_node=False)
h01 = blake2b(buf[LEAF_SIZE:], fanout=FANOUT, depth=DEPTH, leaf_size=LEAF_SIZE,
              inner_size=INNER_SIZE, node_offset=1, node_depth=0, last_node=True)
h10 = blake2b(digest_size=32, fanout=FANOUT, depth=DEPTH, leaf_size=LEAF_SIZE,
              inner_size=INNER_SIZE, node_offset=0, node_depth=1, last_node=True)
h10.update(h00.digest())
h10.update(h01.digest())
print("tree", h10.hexdigest(),
      h10.hexdigest() == "3ad2a9b37c6070e374c7a8c508fe20ca86b6ed54e286e93a0318e95e881db5aa")

# ---- incremental updates equal one-shot; copy(); repeated digest()
data = bytes((i * 7 + 3) % 256 for i in range(1031))
for cons in (blake2b, blake2s):
    for kw in ({}, {"key": b"abc"}, {"digest_size": 17, "salt": b"x", "person": b"y"}):
        want = cons(data, **kw).digest()
        for step in [1, 3, 7, 31, 63, 64, 65, 100, 127, 128, 129, 255, 256, 257, 500, 1031]:
            h = cons(**kw)
            for i in range(0, len(data), step):
                h.update(data[i:i + step])
            print(cons.__name__, sorted(kw), "step", step, h.digest() == want)
        h = cons(**kw)
        h.update(b"")
        h.update(data[:10])
        h.update(bytearray(data[10:600]))
        h.update(b"")
        h.update(memoryview(data)[600:])
        print(cons.__name__, "mixed types", h.hexdigest() == want.hex())
        print(cons.__name__, "repeat digest", h.digest() == h.digest(), h.digest() == want)
        h2 = h.copy()
        h.update(b"more")
        print(cons.__name__, "copy independent", h2.digest() == want,
              h.digest() == cons(data + b"more", **kw).digest())
        h3 = h2.copy()
        h3.update(b"other")
        print(cons.__name__, "copy of copy", h3.hexdigest(), h2.digest() == want)
        print(cons.__name__, "copy attrs", h3.name, h3.digest_size, h3.block_size,
              type(h3).__name__)

# ---- attributes, class constants, types
for cons in (blake2b, blake2s):
    h = cons()
    print(cons.__name__, h.name, h.digest_size, h.block_size, type(h).__name__,
          isinstance(h, cons), type(h) is cons)
    print(cons.SALT_SIZE, cons.PERSON_SIZE, cons.MAX_KEY_SIZE, cons.MAX_DIGEST_SIZE)
    print(h.SALT_SIZE, h.PERSON_SIZE, h.MAX_KEY_SIZE, h.MAX_DIGEST_SIZE)
    print(repr(h).startswith("<_blake2." + cons.__name__ + " object at 0x"))
    print(cons(digest_size=5).digest_size, len(cons(digest_size=5).digest()),
          len(cons(digest_size=5).hexdigest()))
    print([a for a in ["update", "digest", "hexdigest", "copy", "name", "digest_size", "block_size"] if hasattr(h, a)])
print(type(blake2b().digest()).__name__, type(blake2b().hexdigest()).__name__)

# ---- hashlib.new()
print(hashlib.new("blake2b", b"abc").hexdigest() == blake2b(b"abc").hexdigest())
print(hashlib.new("blake2s", b"abc", digest_size=10, key=b"k").hexdigest())
print(hashlib.new("blake2b", data=b"abc", digest_size=10).hexdigest())
print(hashlib.new("blake2s", usedforsecurity=False).hexdigest())
print(hashlib.new("blake2b").name, hashlib.new("blake2s").digest_size)
for name in ["blake2b512", "BLAKE2B-512", "blake2s256", "BLAKE2s256", "blake2s-256"]:
    h = hashlib.new(name, b"abc")
    print(name, h.name, h.digest_size, h.block_size, h.hexdigest()[:20])
for name in ["BLAKE2B", "Blake2s", "blake2", "blake2b256"]:
    err(hashlib.new, name)
err(hashlib.new, "blake2b", b"abc", foo=10)
err(hashlib.new, "blake2b512", b"abc", digest_size=10)
err(hashlib.new, "blake2s", "abc")
err(hashlib.new, "blake2b", None)
print("blake2b" in hashlib.algorithms_guaranteed, "blake2s" in hashlib.algorithms_available)

# ---- errors
for f in (blake2b, blake2s):
    print("--", f.__name__)
    err(f, digest_size=0)
    err(f, digest_size=65)
    err(f, digest_size=33)
    err(f, digest_size=-1)
    err(f, digest_size=1.5)
    err(f, digest_size="3")
    err(f, digest_size=2 ** 70)
    err(f, digest_size=2 ** 31)
    err(f, key=b"x" * 65)
    err(f, key=b"x" * 33)
    err(f, key="abc")
    err(f, key=None)
    err(f, salt=b"x" * 17)
    err(f, salt=b"x" * 9)
    err(f, person=b"x" * 17)
    err(f, person=b"x" * 9)
    err(f, salt="x")
    err(f, person=5)
    err(f, fanout=-1)
    err(f, fanout=256)
    err(f, fanout=2 ** 31)
    err(f, depth=0)
    err(f, depth=256)
    err(f, depth=None)
    err(f, leaf_size=-1)
    err(f, leaf_size=2 ** 32)
    err(f, leaf_size=2 ** 64)
    err(f, leaf_size=1.5)
    err(f, leaf_size="x")
    err(f, node_offset=-1)
    err(f, node_offset=2 ** 48)
    err(f, node_offset=2 ** 64)
    err(f, node_offset=1.5)
    err(f, node_depth=-1)
    err(f, node_depth=256)
    err(f, node_depth="x")
    err(f, inner_size=-1)
    err(f, inner_size=65)
    err(f, inner_size=33)
    err(f, inner_size=None)
    err(f, "abc")
    err(f, 123)
    err(f, None)
    err(f, [1, 2])
    err(f, data=b"abc")
    err(f, b"a", b"b")
    err(f, b"a", b"b", b"c")
    err(f, foo=1)
    err(f, b"", digest_size=0, key="x")
    err(f, "abc", digest_size=0)
    err(f, "abc", key=b"x" * 70)
    err(f, key=b"x" * 70, salt=b"x" * 20)
    err(f, digest_size=0, salt=b"x" * 20)
    err(f, salt=b"x" * 20, person=b"y" * 20)
    err(f, person=b"y" * 20, fanout=-1)
    err(f, fanout=-1, depth=0)
    err(f, depth=0, leaf_size=2 ** 33)
    err(f, leaf_size=2 ** 33, node_depth=-1)
    err(f, leaf_size=2 ** 33, node_offset=2 ** 50)
    err(f, node_offset=2 ** 50, node_depth=-1)
    err(f, node_depth=-1, inner_size=-1)
    err(f, inner_size=-1, key=b"x" * 70)
    err(f, key="s", digest_size="x")
    err(f, digest_size="x", key="s")
    err(f, salt="x", key="s")
    err(f, fanout="x", key="s")
    h = f(b"abc")
    err(h.update, "x")
    err(h.update, 5)
    err(h.update, None)
    err(h.update)
    err(h.update, b"a", b"b")
    err(h.update, data=b"a")
    err(h.digest, 1)
    err(h.hexdigest, 1)
    err(h.copy, 1)
    err(h.digest, x=1)
    print("after errors", h.hexdigest() == f(b"abc").hexdigest())
