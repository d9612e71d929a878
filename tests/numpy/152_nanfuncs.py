import numpy as np

a = np.array([[1.0, np.nan, 3.0, 4.0], [np.nan, np.nan, np.nan, np.nan], [2.0, 5.0, np.nan, -1.0]])
print(np.nansum(a), np.nansum(a, axis=0), np.nansum(a, axis=1, keepdims=True))
print(np.nanprod(a), np.nanprod(a, axis=1))
print(np.nanmean(a), np.nanmean(a, axis=0), np.nanmean(a, axis=1))
print(np.nanmin(a), np.nanmax(a), np.nanmin(a, axis=0), np.nanmax(a, axis=1))
print(np.nanmax(a, axis=1, keepdims=True))
print(np.nanvar(a), np.nanstd(a), np.nanvar(a, axis=0), np.nanstd(a, axis=1))
print(np.nanvar(a, axis=1, ddof=1), np.nanstd(a, axis=0, ddof=1, keepdims=True))
i = np.array([[1, 2], [3, 4]])
print(repr(np.nansum(i)), repr(np.nanmean(i)), repr(np.nanmin(i)), repr(np.nanmax(i, axis=0)))
print(repr(np.nanvar(i)), repr(np.nanstd(i, axis=1)), repr(np.nanprod(i)))
f = np.array([1.5, np.nan, 2.5, 8.0], dtype=np.float32)
print(repr(np.nansum(f)), repr(np.nanmean(f)), repr(np.nanvar(f)), repr(np.nanmin(f)), repr(np.nanstd(f)))
print(repr(np.nansum(np.array([np.nan, np.nan]))), repr(np.nanmean(np.array([np.nan]))))
print(repr(np.nanmax(np.array([np.nan, np.nan]))), repr(np.nanvar(np.array([np.nan, 1.0]), ddof=1)))
print(np.nansum(a * 2 + 1, axis=0), np.nanmean(a.T, axis=0))
print(np.nanmin(a[:, ::-1], axis=1), np.nanmax(a[::2], axis=0))
print(np.nanmean([1.0, np.nan, 2.0]), np.nansum([[1, np.nan], [np.inf, 2]]))
print(np.nanmax(np.array([-np.inf, np.nan])), np.nanmin(np.array([np.inf, np.nan, 3.0])))
print(np.nanmin(a, axis=0, initial=0.5), np.nansum(a, axis=0, dtype=np.float32))
c = np.array([1 + 1j, np.nan, 3 - 2j])
print(repr(np.nansum(c)), repr(np.nanmean(c)), repr(np.nanvar(c)))
for f in [lambda: np.nanmin(np.zeros(0)), lambda: np.nanmax(np.zeros((0, 2))), lambda: np.nansum(a, axis=4)]:
    try:
        print(f())
    except Exception as e:
        print(e)
