import numpy as np

a = np.array([[3.0, 1.0, 4.0, 1.5], [5.0, 9.0, 2.0, 6.0], [5.0, 3.0, 5.0, 8.0]])
print(np.median(a), np.median(a, axis=0), np.median(a, axis=1))
print(np.median(a, axis=1, keepdims=True), np.median(a, axis=(0, 1)))
print(repr(np.median(np.array([1, 2, 3, 4]))), repr(np.median(np.array([7, 1, 3]))))
print(repr(np.median(np.array([1.0, 2.5, 4.0, 8.0], dtype=np.float32))))
print(repr(np.median(np.array([1.0, 2.0, 4.0, 9.0], dtype=np.float16))))
print(repr(np.median(np.array([1.0, np.nan, 3.0]))), np.median(np.array([[1.0, np.nan], [2.0, 3.0]]), axis=1))
print(repr(np.median(np.array(4.5))), repr(np.median([2, 1])))
print(np.median(a * 2 - 1, axis=0), np.median(a.T, axis=1), np.median(a[:, ::2], axis=0))
print(repr(np.nanmedian(np.array([1.0, np.nan, 3.0, 10.0]))), np.nanmedian(np.array([[np.nan, np.nan], [2.0, np.nan]]), axis=1))
print(repr(np.nanmedian(np.array([4, 1, 2]))), np.nanmedian(a, axis=0))
for q in [0, 10, 25, 50, 75, 90, 100, 33.3]:
    print(q, np.percentile(a, q), np.percentile(a, q, axis=0), np.percentile(a, q, axis=1))
print(np.percentile(a, [10, 50, 90]), np.percentile(a, [[10, 20], [30, 40]], axis=1))
print(np.quantile(a, 0.4), np.quantile(a, [0.25, 0.75], axis=0), np.quantile(a, 0.5, axis=1, keepdims=True))
i = np.arange(10)
print(repr(np.percentile(i, 37)), repr(np.quantile(i, 0.37)), repr(np.quantile(i, [0.1, 0.9])))
f = np.array([1.0, 2.0, 3.5, 10.0, -4.0], dtype=np.float32)
print(repr(np.percentile(f, 37)), repr(np.quantile(f, 0.123)), repr(np.percentile(f, [37])))
for m in ["linear", "lower", "higher", "nearest", "midpoint"]:
    print(m, repr(np.percentile(i, 37, method=m)), repr(np.quantile(f, 0.3, method=m)), np.quantile(a, [0.2, 0.5], axis=0, method=m))
    print(repr(np.percentile(np.arange(5), 62.5, method=m)), repr(np.quantile(np.arange(4.0), 0.5, method=m)))
print(np.percentile(np.array([1.0, np.nan, 3.0]), 50), np.quantile(np.array([[1.0, 2.0], [np.nan, 3.0]]), 0.5, axis=1))
print(repr(np.quantile(np.array([5.0]), 0.7)), repr(np.percentile(np.array([1, 2, 3]), 100)))
print(np.quantile(np.array([1.0, np.inf]), [0.0, 0.5, 1.0]))
print(repr(np.median(np.zeros((0, 3)), axis=0)))
errs = [lambda: np.percentile(a, 101), lambda: np.percentile(a, -1), lambda: np.quantile(a, 1.5),
        lambda: np.quantile(a, [0.5, 2]), lambda: np.median(a, axis=2), lambda: np.quantile(np.array([]), 0.5),
        lambda: np.percentile(a, 50, method="foo")]
for f in errs:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__ if not str(e).startswith("axis") else "", e)
