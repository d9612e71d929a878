# Floating-point errors act inside their statement where a try or catch_warnings can see
# them (errstate/seterr raise, warnings recorded or raised), and uint64 bounds of integers().
import warnings

import numpy as np


def safe_div(a, b):
    try:
        with np.errstate(divide="raise"):
            return a / b
    except FloatingPointError:
        return np.zeros_like(a)


print(safe_div(np.array([1.0, 2.0]), np.array([0.0, 1.0])))
print(safe_div(np.array([1.0, 2.0]), np.array([4.0, 1.0])))
old = np.seterr(all="raise")
try:
    q = np.array([1.0]) / 0.0
    print("not raised")
except FloatingPointError as e:
    print("caught", e)
try:
    big = np.exp(np.array([1000.0])) * 2
except FloatingPointError as e:
    print("caught", e)
np.seterr(**old)
print(np.array([1.0]) / 0.0 * 0 + 1 if False else "restored")
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    r = np.array([1.0]) / 0.0
    print(len(w))
    s = np.log(np.array([-1.0, 1.0]))
    print(r, s, len(w), [x.category.__name__ for x in w])
    print([str(x.message) for x in w])
with warnings.catch_warnings():
    warnings.simplefilter("error", RuntimeWarning)
    try:
        r = np.array([1.0]) / 0.0
        print("no")
    except RuntimeWarning as e:
        print("caught warning", e)
    with np.errstate(divide="ignore"):
        print(np.array([2.0]) / 0.0)
g = np.random.default_rng(3)
top = np.iinfo(np.uint64).max
half = np.uint64(2**62) * np.uint64(2)
print(g.integers(0, top, dtype=np.uint64, size=2))
print(g.integers(0, half, dtype=np.uint64, size=2))
print(g.integers(half, top, dtype=np.uint64, size=3, endpoint=True))
print(g.integers(0, top, dtype=np.uint64, endpoint=True, size=2))
np.random.seed(1)
print(np.random.randint(0, top, dtype=np.uint64, size=3))
print(np.random.randint(half, top, dtype=np.uint64, size=2))
