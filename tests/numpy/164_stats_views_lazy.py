# std/var/median/percentile/quantile/average/cumsum/cumprod/diff on views, lazy inputs, empties and 0-d.
import numpy as np

m = np.array([[4.0, 1.0, 7.0, 2.0], [3.0, 9.0, 0.5, 6.0], [8.0, 2.0, 2.0, 5.0]])
t = m.T
s = m[::2, ::-1]
print(np.std(t, axis=0), np.var(t, axis=1, ddof=1), np.std(s), np.var(m[:, 1::2], axis=(0, 1)))
print(np.std(m * 2 + 1, axis=1, keepdims=True), np.var(m - m.mean(axis=0), axis=0), np.std(m.T[::-1], axis=-1))
print(np.median(t, axis=0), np.median(s, axis=1), np.median(m * 0.5 - 1), np.median(t[:, ::2], axis=(0, 1), keepdims=True))
print(np.percentile(t, 25, axis=0), np.percentile(s, [10, 90]), np.percentile(m + 1, 50, axis=1, method="lower"))
print(np.quantile(t, 0.75, axis=1), np.quantile(m[::-1], [0.0, 0.5, 1.0], axis=0), np.quantile(s, 0.3, method="nearest"))
print(np.quantile(m.T, 0.5, method="midpoint", axis=0), np.percentile(m * 3, 40, method="higher", keepdims=True))
w = np.array([1.0, 0.0, 2.0, 1.0])
print(np.average(t, axis=0, weights=w), np.average(m, axis=1, weights=w[::-1]), np.average(s * 2 - 1))
print(np.average(t, weights=t), np.average(m, axis=0, weights=np.arange(3)[::-1] + 1, returned=True))
print(np.cumsum(t), np.cumsum(t, axis=0), np.cumsum(s, axis=1), np.cumsum(m * 2, axis=-1)[:, -1])
print(np.cumprod(t[::2], axis=1), np.cumprod(s), np.cumprod(m[:, ::-1] + 1, axis=0)[-1])
print(np.diff(t, axis=0), np.diff(s), np.diff(m * m, n=2, axis=1), np.diff(t[:, 0], prepend=0, append=[10]))
i = np.arange(12).reshape(3, 4)
print(repr(np.std(i.T, axis=1)), repr(np.median(i[:, ::-2], axis=0)), repr(np.cumsum(i.T > 5, axis=0)), repr(np.diff(i[::2] % 3)))
print(repr(np.cumprod(i[1:, :2] - 3, dtype=np.float32)), repr(np.cumsum(i, dtype=np.int8)[-1]), repr(np.average(i[:, 1])))
f = np.array([1.5, 2.5, 4.0, 8.0], dtype=np.float32)
print(repr(np.var(f[::-1])), repr(np.median(f[1:])), repr(np.percentile(f[::2], 50)), repr(np.average(f, weights=[1, 2, 3, 4])))
print(repr(np.cumsum(f[::-1])), repr(np.diff(f)), repr(np.quantile(f * 2, 0.25)), repr(np.cumprod(f.reshape(2, 2).T, axis=1)))
b = np.array([True, False, True, True])
print(repr(np.cumsum(b)), repr(np.diff(b)), repr(np.median(b)), repr(np.average(b)), repr(np.std(b)))
z = np.array(2.5)
print(repr(np.std(z)), repr(np.median(z)), repr(np.percentile(z, 30)), repr(np.average(z)), repr(np.cumsum(z)), repr(np.cumprod(np.array(3))))
e = np.zeros((0, 3))
print(repr(np.cumsum(e, axis=0)), repr(np.cumprod(e)), repr(np.diff(e, axis=0)), repr(np.diff(e)), repr(np.std(e, axis=1)))
print(repr(np.median(e, axis=1)), repr(np.quantile(e, 0.5, axis=1)), repr(np.percentile(e.T, [20, 80], axis=0)))
for fn in [lambda: np.diff(z), lambda: np.average(m, weights=[1, 2]), lambda: np.average(m, axis=1, weights=np.zeros(4)),
           lambda: np.quantile(m, 1.5), lambda: np.percentile(m, -1)]:
    try:
        print(fn())
    except Exception as ex:
        print(type(ex).__name__, ex)

# an empty result: NumPy divides a.size by avg.size in Python
try:
    print(np.average(np.zeros((0, 3)), axis=1))
except ZeroDivisionError as ex:
    print(type(ex).__name__, ex)

# messages of np.average's axis and np.diff's prepend/append (AxisError is IndexError in gpa)
a23 = np.arange(6.0).reshape(2, 3)
for f in [lambda: np.average(a23, axis=3), lambda: np.diff(a23, prepend=[1, 2, 3]), lambda: np.diff(a23, append=[1, 2])]:
    try:
        print(f())
    except (IndexError, ValueError) as ex:
        print(ex)
print(np.diff(a23, prepend=0), np.diff(a23, append=[[9], [9]]))
