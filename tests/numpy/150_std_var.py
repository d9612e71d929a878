import numpy as np

a = np.array([[1.0, 2.0, 3.0, 4.0], [2.5, -1.0, 7.0, 0.25], [3.0, 3.0, 3.0, 3.0]])
print(np.std(a), np.var(a))
print(np.std(a, axis=0))
print(np.var(a, axis=1))
print(np.var(a, axis=(0, 1)))
print(np.std(a, axis=-1, keepdims=True))
print(np.var(a, ddof=1), np.std(a, axis=0, ddof=1))
print(np.var(a, axis=0, ddof=2.5))
print(a.std(), a.var(axis=1), a.std(0, ddof=1, keepdims=True))
i = np.arange(12).reshape(3, 4)
print(repr(np.var(i)), repr(np.std(i, axis=1)))
print(repr(np.var(np.array([True, False, True]))))
f = np.array([1.5, 2.25, 3.0, 10.0], dtype=np.float32)
print(repr(np.var(f)), repr(np.std(f)), repr(f.var(dtype=np.float64)))
h = np.array([1.0, 2.0, 4.0, 8.0], dtype=np.float16)
print(repr(np.var(h)), repr(np.std(h)))
c = np.array([1 + 2j, 3 - 1j, -2 + 0.5j])
print(repr(np.var(c)), repr(np.std(c)))
c64 = c.astype(np.complex64)
print(repr(np.var(c64)))
print(repr(np.std(i, dtype=np.float32)))
# lazy input and views
print(np.std(a * 2 + 1, axis=0))
print(np.var(a.T, axis=0))
print(np.std(a[:, ::2], axis=1))
print(np.var(a[::-1, 1:3]))
# empty and 0-d
print(repr(np.var(np.array(5.0))), repr(np.std(np.array(3))))
print(np.var(np.zeros((0, 3)), axis=1))
print(np.std(np.ones(4), ddof=4))
# out=
o = np.zeros(4)
r = np.std(a, axis=0, out=o)
print(o, r is o)
# errors
for f in [lambda: np.std(a, axis=2), lambda: np.var(a, axis=(0, 0)), lambda: a.std(axis=-3)]:
    try:
        f()
    except Exception as e:
        print(e)
try:
    np.var(a, foo=1)
except Exception as e:
    print(type(e).__name__, e)
