# Python ints that do not fit the dtype asked for raise OverflowError (they wrapped); uint64 past
# i64 formats exactly; np.isscalar for every NumPy scalar; an array == None or a str compares
# element by element; float methods on NumPy float scalars.
import numpy as np
for f in [lambda: np.int8(300), lambda: np.array([1, 300], dtype=np.uint8), lambda: np.full(2, -1, dtype=np.uint16),
          lambda: np.int32(2**40), lambda: np.asarray([1, 2**40], dtype=np.int32), lambda: np.uint64(-1),
          lambda: np.array([[1, 2], [3, 128]], dtype='int8'), lambda: np.zeros(3, dtype=np.uint8) + 255,
          lambda: np.array([255], dtype=np.uint8), lambda: np.array([-128, 127], dtype=np.int8), lambda: np.arange(3, dtype=np.uint8),
          lambda: np.full((2,), 7, dtype=np.int8), lambda: np.array([True, 2], dtype=np.uint8),
          lambda: np.full_like(np.zeros(2, dtype=np.uint8), 256)]:
    try: print(repr(f()))
    except Exception as e: print(type(e).__name__, e)
u = np.iinfo(np.uint64).max
print(f"{u:d}", f"{u:,}", f"{u:x}", f"{u:#o}", f"{u:>25}", f"{u:.3e}")
print("%d" % u, "%x" % u, "%X|%o" % (u, u), "%5d" % np.uint64(7))
v = np.uint64(2**62) * np.uint64(2)
print(f"{v:d}", "%d" % v, f"{np.uint64(5):03d}", f"{np.int64(-5):x}")
x = np.int8(2)
print(type(x), isinstance(x, np.ndarray), type(x) is not np.ndarray, isinstance(x, np.generic))
print(np.isscalar(np.int8(2)), np.isscalar(np.float64(1)), np.isscalar(np.array(3)), np.isscalar(np.float32(1)), np.isscalar(np.bool_(True)))
print(np.isscalar(np.array(3.0)), np.isscalar([1]), np.isscalar(b"x"), np.isscalar(np.uint16(3)), np.isscalar(np.complex64(1)), np.isscalar(np.float16(2)))
a = np.array([1.0, 2.0])
print(a == None, a != None, None == a, np.arange(6).reshape(2, 3) == None, a == "x", a != "x", np.float64(2.0) == None)
print(np.array([True]) != None, (np.zeros((0, 2)) == None).shape)
print(np.float64(2.5).hex(), np.float32(1.5).as_integer_ratio(), np.float64(0.75).as_integer_ratio())
