# From the second sweep of application scripts: isinstance against the random classes,
# named tuples as arrays, percentile's old interpolation= keyword, einsum's sums in the
# operands' type, order="F" creation, legacy scalar reprs.
import numpy as np
from collections import namedtuple

g = np.random.default_rng(0)
print(isinstance(g, np.random.Generator), isinstance(np.random.RandomState(1), np.random.RandomState))
print(isinstance(g, np.random.RandomState), isinstance(np.finfo(float), np.finfo), isinstance(3, np.random.Generator))

print(np.round(np.linalg.slogdet(np.array([[2., 1], [1, 3]])), 6))
P = namedtuple("P", "a b")
print(np.array(P(1.0, 2.0)), np.array([P(1, 2), P(3, 4)]), np.asarray(P(1, 2)).dtype)
print(np.mean(P(1.0, 3.0)), np.sum([P(1, 2)], axis=0))

print(np.percentile([1, 2, 3, 4], 50, interpolation="lower"), np.quantile([1, 2, 3, 4], .5, interpolation="higher"))
print(np.percentile(np.arange(10.), [10, 90], interpolation="nearest", axis=0))
try:
    np.quantile([1, 2], 0.5, method="lower", interpolation="higher")
except TypeError as e:
    print(e)

a = np.full(300, 3, dtype=np.uint8)
print(np.einsum("i->", a), np.einsum("i->", a).dtype)
img = np.full((4, 100, 3), 200, dtype=np.uint8)
print(np.einsum("hwc->c", img), np.einsum("ij->j", np.ones((3, 2), np.int8)).dtype)
print(np.einsum("ii", np.eye(3, dtype=np.int16)).dtype, np.einsum("ij->ji", np.ones((2, 2), np.uint8)).dtype)
print(np.einsum("i,i", a, a), np.einsum("i,i->", a, a).dtype)
print(np.einsum("i->", np.ones(3, bool)), np.einsum("i", a).dtype, np.einsum("ij->", np.ones((2, 2), np.float32)).dtype)
print(np.einsum("i,i->", np.arange(3, dtype=np.uint8), np.arange(3.0)))

m = np.arange(6).reshape(2, 3)
f = np.array(m, order="F")
print(f.ravel(order="K"), f.strides, np.ones((2, 2), order="F").flags["F_CONTIGUOUS"])
print(np.zeros((2, 3), order="F").strides, np.full((2, 3), 7, order="F").strides)
print(m.copy(order="F").strides, np.empty((3, 2), np.int32, order="F").strides)
print(np.array([[1, 2], [3, 4]], order="F").flags.c_contiguous, np.array([1, 2], order="F").strides, f + 1)

for v in ["1.21", "1.25", "1.13"]:
    np.set_printoptions(legacy=v)
    print(v, repr(np.float64(1.5)), repr(np.bool_(True)), repr(np.int8(3)), np.get_printoptions()["legacy"])
    print(repr(np.array(1.5)), str(np.float32(0.1)), repr(np.complex128(1j)))
    print([np.float64(2.5), np.int32(3)], {"a": np.float32(0.25)})
    np.set_printoptions(legacy=False)
print(repr(np.float64(1.5)), np.get_printoptions()["legacy"])
