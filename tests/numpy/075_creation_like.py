import numpy as np

base = np.arange(12, dtype=np.int16).reshape(3, 4)[:, ::2]
for f in [np.zeros_like, np.ones_like, np.empty_like]:
    r = f(base)
    print(f.__name__, r.shape, r.dtype, r.strides)
print(repr(np.zeros_like(base)), repr(np.ones_like(base, dtype=np.float32)))
print(repr(np.full_like(base, 7)), repr(np.full_like(base, 2.9)), repr(np.full_like(base, -1.5, dtype=float)))
print(repr(np.full_like(np.zeros(3, dtype=bool), 5)), repr(np.full_like(np.arange(3.0), np.nan)))
print(repr(np.zeros_like(np.array(3.5))), repr(np.ones_like([[1, 2]])), repr(np.zeros_like([1.0, 2.0])))
e = np.empty_like(np.arange(6.0).reshape(2, 3).T)
print(e.shape, e.dtype)
print(repr(np.full((2, 3), 7, dtype=np.uint8)), repr(np.full(3, np.inf)), repr(np.full((2,), True)))
print(repr(np.full((2, 2), 1 + 2j)), repr(np.full(3, 2.5, dtype=np.int32)), repr(np.full((), 4)))
print(repr(np.full((3, 1, 2), 0.5)))
print(repr(np.zeros((2, 0, 3))), repr(np.ones((1, 2), dtype="c8")), repr(np.zeros(3, dtype="u8")))
print(repr(np.ones(3, dtype=bool)), repr(np.zeros(2, dtype=np.float16)), np.empty((4, 2)).shape)
print(repr(np.zeros([2, 2], dtype=int)), repr(np.ones((2,), float)))
print(repr(np.array([[1, 2], [3, 4]], dtype=np.float16)), repr(np.asarray([1, 2], dtype=np.int8)))
c = np.copy(base)
c[0, 0] = 99
print(repr(base[0]), repr(c[0]), c.strides)
for bad in [lambda: np.zeros(-1), lambda: np.ones((2, -3))]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
