# pickle: the bytes of protocols 2-5 for the built-in types, classes by reference and
# instances (state, __getstate__/__setstate__, __reduce__, dataclasses, named tuples), shared
# and recursive objects, frames of 64 KiB, large payloads outside frames, files; loading
# CPython's protocols 0-2 (the blobs were written by CPython 3.11); __import__ and importlib.
import pickle
from collections import namedtuple, OrderedDict
from dataclasses import dataclass


class P:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __eq__(self, o):
        return type(o) is P and (self.x, self.y) == (o.x, o.y)

    def __repr__(self):
        return "P(%r, %r)" % (self.x, self.y)


class S:
    def __init__(self, v):
        self.v = v

    def __getstate__(self):
        return {"v2": self.v * 2}

    def __setstate__(self, st):
        self.v = st["v2"] // 2


class R:
    def __init__(self, a):
        self.a = a

    def __reduce__(self):
        return (R, (self.a,))


@dataclass
class D:
    name: str
    n: int = 0


T = namedtuple("T", "a b")


def f(x):
    return x


shared = [1, 2]
objs = [
    None, True, False, 0, 1, 255, 256, 65535, 65536, -1, -129, 2**31 - 1, 2**31, -2**31, -2**31 - 1,
    2**64, -2**64, 10**100, 0.0, -1.5, 1e300, float("inf"), 1 + 2j, "", "a", "héllo ☃", "x" * 300,
    b"", b"ab\x00", b"z" * 300, bytearray(b"ba"), (), (1,), (1, 2), (1, 2, 3), (1, 2, 3, 4),
    [], [1], [1, "a", None], list(range(1005)), {}, {"a": 1}, {"a": 1, "b": [2, 3]},
    set(), {1, 2, 3}, frozenset({4, 5}), [shared, shared], P(1, "q"), [P(1, 2), P(3, 4)],
    S(21), R(5), D("n", 3), T(1, "b"), f, len, P, int, OrderedDict,
    {"k%d" % i: i for i in range(3)}, [{"name": "a", "v": 1}, {"name": "b", "v": 2}],
]
for o in objs:
    for proto in (2, 3, 4, 5):
        try:
            b = pickle.dumps(o, protocol=proto)
        except Exception as e:
            print(proto, type(e).__name__, e)
            continue
        back = pickle.loads(b)
        same = back == o if not isinstance(o, (S, R, D)) else vars(back) == vars(o)
        if isinstance(o, float) and o != o:
            same = True
        print(proto, b if len(b) < 200 else (len(b), b[:60], b[-40:]), same)
l = []
l.append(l)
b = pickle.dumps(l)
print(b, pickle.loads(b)[0] is not None)
t = ([],)
t[0].append(t)
b = pickle.dumps(t)
print(b)
print(pickle.HIGHEST_PROTOCOL, pickle.DEFAULT_PROTOCOL)
big = "é" * 70000
b = pickle.dumps([1, big, b"q" * 70000, 2])
print(len(b), b[:30], pickle.loads(b) == [1, big, b"q" * 70000, 2])
b = pickle.dumps(list(range(30000)))
print(len(b), b[:20], b[65530:65560], pickle.loads(b) == list(range(30000)))
for bad in [b"", b"\x80\x04K", b"\xff", b"\x80\x04h\x05."]:
    try:
        pickle.loads(bad)
    except Exception as e:
        print(type(e).__name__, e)
try:
    pickle.dumps(lambda: 1)
except Exception as e:
    print(type(e).__name__)
import io, os, tempfile
d = tempfile.mkdtemp()
p = os.path.join(d, "x.pkl")
with open(p, "wb") as fh:
    pickle.dump({"a": [1, 2.5, "s"]}, fh)
    pickle.dump(P(7, 8), fh)
with open(p, "rb") as fh:
    print(pickle.load(fh), pickle.load(fh) == P(7, 8))
    try:
        pickle.load(fh)
    except EOFError as e:
        print("EOFError", e)

BLOBS = [
    b'(lp0\nI1\naF2.5\naVs\np1\naNaI01\na(I1\nI2\ntp2\na(dp3\nVk\np4\n(lp5\nI3\nasac__builtin__\nset\np6\n((lp7\nI4\natp8\nRp9\nac_codecs\nencode\np10\n(Vby\np11\nVlatin1\np12\ntp13\nRp14\naL1000000000000000000000000000000L\naI-7\na.',
    b'ccopy_reg\n_reconstructor\np0\n(c__main__\nP\np1\nc__builtin__\nobject\np2\nNtp3\nRp4\n(dp5\nVx\np6\nI1\nsVy\np7\n(lp8\ng0\n(g1\ng2\nNtp9\nRp10\n(dp11\ng6\nI2\nsg7\nNsbasb.',
    b'ccollections\nOrderedDict\np0\n(tRp1\nVa\np2\nI1\ns.',
    b']q\x00(K\x01G@\x04\x00\x00\x00\x00\x00\x00X\x01\x00\x00\x00sq\x01NI01\n(K\x01K\x02tq\x02}q\x03X\x01\x00\x00\x00kq\x04]q\x05K\x03asc__builtin__\nset\nq\x06(]q\x07K\x04atq\x08Rq\tc_codecs\nencode\nq\n(X\x02\x00\x00\x00byq\x0bX\x06\x00\x00\x00latin1q\x0ctq\rRq\x0eL1000000000000000000000000000000L\nJ\xf9\xff\xff\xffe.',
    b'ccopy_reg\n_reconstructor\nq\x00(c__main__\nP\nq\x01c__builtin__\nobject\nq\x02Ntq\x03Rq\x04}q\x05(X\x01\x00\x00\x00xq\x06K\x01X\x01\x00\x00\x00yq\x07]q\x08h\x00(h\x01h\x02Ntq\tRq\n}q\x0b(h\x06K\x02h\x07Nubaub.',
    b'ccollections\nOrderedDict\nq\x00)Rq\x01X\x01\x00\x00\x00aq\x02K\x01s.',
    b'\x80\x02]q\x00(K\x01G@\x04\x00\x00\x00\x00\x00\x00X\x01\x00\x00\x00sq\x01N\x88K\x01K\x02\x86q\x02}q\x03X\x01\x00\x00\x00kq\x04]q\x05K\x03asc__builtin__\nset\nq\x06]q\x07K\x04a\x85q\x08Rq\tc_codecs\nencode\nq\nX\x02\x00\x00\x00byq\x0bX\x06\x00\x00\x00latin1q\x0c\x86q\rRq\x0e\x8a\r\x00\x00\x00@\xea\xedtF\xd0\x9c,\x9f\x0cJ\xf9\xff\xff\xffe.',
    b'\x80\x02c__main__\nP\nq\x00)\x81q\x01}q\x02(X\x01\x00\x00\x00xq\x03K\x01X\x01\x00\x00\x00yq\x04]q\x05h\x00)\x81q\x06}q\x07(h\x03K\x02h\x04Nubaub.',
    b'\x80\x02ccollections\nOrderedDict\nq\x00)Rq\x01X\x01\x00\x00\x00aq\x02K\x01s.',
]
for b in BLOBS:
    v = pickle.loads(b)
    print(type(v).__name__, v)

import importlib
print(importlib.import_module("os.path").join("a", "b"), __import__("json").dumps([1]))
import __main__
print(__main__.P is P, __import__("collections.abc", fromlist=["x"]).Mapping.__name__)
try:
    importlib.import_module("no_such_module_here")
except ModuleNotFoundError as e:
    print(e)
