# Edge cases found on review: deepcopy's memo, huge random parameters, exec's namespaces,
# enum lookups by value with __init__, NamedTuple subclasses, time.isoformat, Fraction powers,
# rglob past a symlinked directory.
import copy, os, tempfile
import numpy as np
from enum import Enum
from typing import NamedTuple
from datetime import time
from fractions import Fraction
from pathlib import Path


class P:
    def __init__(self, v):
        self.v = v


print([p.v for p in copy.deepcopy([P(i) for i in range(8)])])
print(np.random.default_rng(0).binomial(2**62, 0.5, size=3))
np.random.seed(1)
print(np.random.negative_binomial(1, 0.0, size=3), np.random.negative_binomial(1e20, 0.5, size=2))
print(np.random.default_rng(0).noncentral_chisquare(0.5, 1e300, size=2))
try:
    np.random.hypergeometric(2**62, 2**62, 5)
except ValueError as e:
    print("ValueError", e)
d = {}
exec("y = 1", None, d)
print(sorted(d))
g = {"a": 1}
exec("b = a + 1", g)
print(sorted(k for k in g if not k.startswith("__")))


class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    MARS = (6.42e23, 3.39e6)

    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius


print(Planet((6.42e23, 3.39e6)), Planet.MARS.radius)


class Pt(NamedTuple):
    x: int
    y: int = 0


class Pt2(Pt):
    def norm(self):
        return abs(self.x) + abs(self.y)


print(Pt2(1), Pt2(3, -4).norm(), Pt2._fields)
t = time(12, 0, 0, 123456)
print(t.isoformat("milliseconds"), t.isoformat("seconds"), t.isoformat("minutes"), t.isoformat())
print(2 ** Fraction(-1), 2 ** Fraction(3), Fraction(2, 3) ** -2, hash(Fraction(1, 3)) == hash(Fraction(2, 6)))
root = Path(tempfile.mkdtemp())
(root / "sub").mkdir()
(root / "sub" / "a.txt").write_text("x")
os.symlink("..", root / "sub" / "up")
print(sorted(str(p.relative_to(root)) for p in root.rglob("*.txt")), (root / "sub" / "up").is_symlink())
