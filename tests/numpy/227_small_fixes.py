# Small wrong answers and crashes found while writing scripts the NumPy way: each line printed
# here once went wrong in gpa (a panic, a wrong dtype, a False that NumPy calls True).
import numpy as np

# An empty view whose offset lies past its (empty) buffer: s[:, 1] of a (0, 2) array.
s = np.stack([np.array([]), np.array([])]).T
print(repr(np.searchsorted(np.array([0.0, 1.0]), s[:, 1])), repr(s[:, 1].copy()), repr(s[:, 1] + 1))

# Lists of NumPy scalars keep the scalars' dtype; Python numbers take their default ones.
print(repr(np.array([np.int64(3), np.int64(2)])), repr(np.array([np.float32(1), np.float32(2)])))
print(np.array([np.int8(1), 2]).dtype, np.array([np.float32(1), 2.0]).dtype, np.array([np.uint8(1), np.int8(-1)]).dtype)
print(np.array([np.int32(1), True]).dtype, np.array([np.bool_(True), np.bool_(False)]).dtype)

# A dtype object equals the Python type that names it.
print(np.array([True]).dtype == bool, np.zeros(2).dtype == float, np.arange(3).dtype == int)
print(np.zeros(2).dtype == int, np.zeros(2, complex).dtype == complex, float == np.zeros(2).dtype)
print(np.zeros(2).dtype != float, np.ones(2, np.float32).dtype == float)

# slice.indices
print(slice(1, None, 2).indices(10), slice(None, None, -1).indices(5), slice(-3, 100).indices(7))
print(slice(-100, -50, -3).indices(8), slice(5, 2).indices(4))
for bad in [lambda: slice(0, 1, 0).indices(3), lambda: slice(0, 1).indices(-1)]:
    try:
        bad()
    except ValueError as e:
        print("ValueError", e)

# np.asarray makes NumPy scalars 0-d arrays (isinstance of scalars: tests/python/140).
print(repr(np.asarray(np.float64(4.0))), repr(np.asarray(np.float64(4.0), dtype=np.float32)), repr(np.asarray([1, 2], order="C")))
print(issubclass(np.int64, np.integer), issubclass(np.int64, (float, np.signedinteger)), issubclass(ValueError, Exception), issubclass(KeyError, ValueError))
print(issubclass(np.float64, float), issubclass(np.float32, float), issubclass(np.floating, np.number), issubclass(int, object), issubclass(bool, float))
try:
    issubclass(1, int)
except TypeError as e:
    print("TypeError", e)

# np.array's copy= and order=, the *_like family's shape= and order=.
a = np.arange(3)
print(np.array(a, copy=None) is a, np.asarray(a) is a, np.array(a, copy=False) is a, np.array(a) is a, np.asarray(a, copy=True) is a)
print(np.array(a, ndmin=2, copy=None) is a, repr(np.array(a, ndmin=2, copy=False)), repr(np.array(a, order="F")))
v = np.array(a, copy=None)
v[0] = 9
print(a)
print(repr(np.full_like(np.zeros(3), 7, shape=(2, 2))), repr(np.zeros_like(np.arange(3), shape=4, order="F")))
print(repr(np.ones_like([[1, 2]], dtype=float)), repr(np.empty_like(np.zeros(2, np.int8), shape=(0,))))
for f in [lambda: np.array([1, 2], copy=False), lambda: np.zeros_like(a, order="X"), lambda: np.array(a, order="Q")]:
    try:
        print(f())
    except ValueError as e:
        print("ValueError", e)

# linspace/logspace with array end points, axis=, and integer dtypes (floored).
print(repr(np.linspace(np.array([0.0, 1.0]), np.array([1.0, 3.0]), 3)), repr(np.linspace([0.0, 1.0], 5, 3, axis=1)))
print(repr(np.linspace(0, [1.0, 2.0], 3, axis=-1)), repr(np.linspace([0, 1], 5, num=3, retstep=True)))
print(repr(np.linspace(-10, 0, 4, dtype=int)), repr(np.linspace(np.float32(0), np.array([1, 2], np.float32), 2)))
print(repr(np.logspace([0, 1], 2, 3)), repr(np.logspace(0, 2, 3, base=[2, 10])), repr(np.logspace(0, 2, 3, base=[2, 10], axis=1)))
print(repr(np.linspace([0, 0], [0, 0], 3)), repr(np.linspace([1], [2], 1, endpoint=False)), repr(np.linspace(-1.5, 3, 4, dtype=np.int8)))
try:
    np.linspace([0, 1], 2, 2.5)
except TypeError as e:
    print("TypeError", e)

# Constants and attributes scripts test against.
print(np.typecodes["AllFloat"], np.typecodes["AllInteger"], isinstance(np.zeros(2).dtype, np.dtype))
print(np.add.identity, np.multiply.identity, np.maximum.identity, np.logical_and.identity, np.logaddexp.identity, np.subtract.identity)
print(np.zeros(3).flags.writeable, np.broadcast_to(np.zeros(3), (2, 3)).flags["WRITEABLE"], np.zeros(3).flags["A"])

# Weighted quantiles give a 0-d array for one q, as NumPy's do.
print(repr(np.quantile([1.0, 2, 4, 5], 0.5, weights=[1, 1, 1, 1], method="inverted_cdf")))
print(repr(np.percentile([1.0, 2, 4, 5], 50, weights=[1, 1, 1, 1], method="inverted_cdf")))
