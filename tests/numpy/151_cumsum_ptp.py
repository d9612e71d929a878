import numpy as np

a = np.arange(1, 13).reshape(3, 4)
print(np.cumsum(a), np.cumprod(a))
print(np.cumsum(a, axis=0))
print(np.cumsum(a, axis=1))
print(np.cumprod(a, axis=-1))
print(a.cumsum(), a.cumsum(0), a.cumprod(axis=1))
print(repr(np.cumsum(np.array([1, 2, 3], dtype=np.int8))))
print(repr(np.cumsum(np.array([200, 100], dtype=np.uint8))))
print(repr(np.cumsum(np.array([True, True, False]))))
print(repr(np.cumsum(np.array([0.1, 0.2, 0.3], dtype=np.float32))))
print(repr(np.cumsum(np.array([0.1, 0.2, 0.3]), dtype=np.float32)))
print(repr(np.cumprod(np.array([100, 100, 100], dtype=np.int8), dtype=np.int8)))
print(repr(np.cumsum(np.array([1 + 1j, 2 - 3j]))))
print(repr(np.cumprod(np.array([1 + 1j, 2 - 3j, 0.5j]))))
print(repr(np.cumsum(np.array([0.1, 0.2, 0.7], dtype=np.float16))))
print(np.cumsum(a.T, axis=1))
print(np.cumsum(a[:, ::-2], axis=0))
print(np.cumsum(a * 0.5 + 1, axis=0))
print(repr(np.cumsum(np.array(5))), repr(np.cumsum(np.array(5), axis=0)))
print(repr(np.cumsum(np.zeros((0, 3)), axis=0)), repr(np.cumprod([])))
print(np.cumsum([1, 2, 3]), np.cumsum([[1.5, 2], [3, 4]], 1))
o = np.zeros(12)
np.cumsum(a, out=o)
print(o)
# ptp
print(np.ptp(a), np.ptp(a, axis=0), np.ptp(a, axis=1, keepdims=True))
print(repr(np.ptp(np.array([3, 250, 7], dtype=np.uint8))))
print(repr(np.ptp(np.array([1.5, -2.0, np.nan]))))
print(repr(np.ptp(np.array([-1.0, 4.0], dtype=np.float32))))
print(np.ptp(a * 2 - 1, axis=(0, 1)))
# count_nonzero
b = np.array([[0, 1, 7, 0], [3, 0, 0, 0], [0.0, 0.5, 1, np.nan]])
print(repr(np.count_nonzero(b)), repr(np.count_nonzero(b, axis=0)))
print(repr(np.count_nonzero(b, axis=1, keepdims=True)))
print(repr(np.count_nonzero(b, axis=(0, 1))), repr(np.count_nonzero(b, keepdims=True)))
print(repr(np.count_nonzero(np.array([True, False, True]))), repr(np.count_nonzero([[1, 0], [2, 3]])))
print(repr(np.count_nonzero(np.array(0))), repr(np.count_nonzero(np.zeros((2, 0)), axis=1)))
for f in [lambda: np.cumsum(a, axis=2), lambda: np.ptp(a, axis=3), lambda: np.count_nonzero(a, axis=5), lambda: np.cumsum(np.array(1), axis=1)]:
    try:
        f()
    except Exception as e:
        print(e)
for f in [lambda: np.ptp(np.array([True, False])), lambda: np.ptp(np.zeros(0)), lambda: np.cumsum(a, axis=1.5)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
