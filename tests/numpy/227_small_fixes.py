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
