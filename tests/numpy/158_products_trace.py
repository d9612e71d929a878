import numpy as np

a = np.array([1.0, 2.0, 3.0])
b = np.array([4, 5])
print(np.outer(a, b), np.outer(b, b), repr(np.outer(np.array([1, 2], dtype=np.int8), np.array([3], dtype=np.int8))))
print(np.outer(np.arange(4).reshape(2, 2), [1, 10]), np.outer(a * 2, a[::-1]), np.outer([], [1, 2]).shape)
o = np.zeros((3, 2))
np.outer(a, b, out=o)
print(o)
print(repr(np.inner(a, a)), repr(np.inner([1, 2], [3, 4])), np.inner(np.arange(6).reshape(2, 3), a))
print(np.inner(np.arange(6.0).reshape(2, 3), np.arange(12.0).reshape(4, 3)), np.inner(2.0, a), np.inner(np.ones((2, 2, 3)), a).shape)
print(repr(np.vdot(a, a)), repr(np.vdot([1, 2], [3, 4])), repr(np.vdot(np.array([1 + 2j, 3j]), np.array([2 - 1j, 1 + 1j]))))
print(repr(np.vdot(np.arange(4).reshape(2, 2), np.arange(4.0).reshape(2, 2))), repr(np.vdot(np.ones(3, dtype=np.float32), a)))
print(np.kron([1, 10, 100], [5, 6, 7]), np.kron(np.eye(2), np.array([[1, 2], [3, 4]])))
print(np.kron(np.arange(4).reshape(2, 2), [1, -1]), np.kron(3, a), np.kron(np.ones((2, 1, 2)), np.arange(3)).shape)
m = np.arange(12).reshape(3, 4)
print(repr(np.trace(m)), repr(np.trace(m, 1)), repr(np.trace(m, -1)), repr(np.trace(m, offset=5)), repr(np.trace(m, -4)))
t = np.arange(24.0).reshape(2, 3, 4)
print(np.trace(t), np.trace(t, axis1=1, axis2=2), np.trace(t, 1, 0, 2), np.trace(t, axis1=-1, axis2=0))
print(repr(np.trace(m, dtype=np.float32)), repr(np.trace(np.eye(3, dtype=np.int8))), repr(np.trace(m.T)), repr(np.trace(m * 2 + 1)))
print(repr(m.trace()), repr(m.trace(1)), t.trace(axis1=1, axis2=2), repr(np.trace(m[::-1, ::2])))
for f in [lambda: np.inner(a, np.ones(4)), lambda: np.vdot(a, np.ones(4)), lambda: np.trace(a), lambda: np.trace(m, axis1=1, axis2=1),
          lambda: np.trace(m, axis1=3)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__ if not str(e).startswith("axis") else "", e)
# array methods of the family
x = np.array([[1.25, -2.5, 3.75], [4.5, 5.55, -6.125]])
print(x.clip(0, 4), x.clip(min=-1), x.clip(max=2), x.round(), x.round(1), x.round(decimals=-1))
print(repr(np.array([1, 25, 250]).round(-1)), repr(np.float64(2.675).round(2)))
y = np.zeros((2, 3))
y.fill(7.5)
print(y, y.fill(1), y)
z = np.arange(4)
z.fill(2.9)
print(z)
w = np.arange(10).reshape(2, 5)[:, ::2]
w.fill(-1)
print(w)
print(x.std(), x.var(axis=0), x.cumsum(), x.cumprod(axis=1), x.std(axis=1, ddof=1))
