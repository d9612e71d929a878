import numpy as np

x = np.array([[0.0, 1.0, 2.0, 4.0], [2.0, 1.0, 0.5, -3.0], [1.0, 1.5, 9.0, 2.0]])
print(np.cov(x))
print(np.cov(x, rowvar=False))
print(np.cov(x, bias=True), np.cov(x, ddof=0))
print(repr(np.cov([1.0, 2.0, 4.0])), repr(np.cov([1, 2, 3], [3, 1, 0])))
print(np.cov(x[0], x[1]), np.cov(x.T, rowvar=False), np.cov(x * 2 + 1))
print(np.cov(np.array([[1, 2], [3, 4], [5, 7]]), rowvar=False), np.cov(x[:2], x[2:]))
print(np.corrcoef(x))
print(np.corrcoef(x[0], x[2]), np.corrcoef(x, rowvar=False))
print(repr(np.corrcoef([1.0, 2.0, 3.0])), np.corrcoef([[1, 2, 3], [1, 1, 1]]))
for f in [lambda: np.cov(np.ones((2, 2, 2))), lambda: np.cov(x, np.ones((2, 2, 2)))]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
# histogram
d = np.array([1.0, 2.0, 2.5, 3.0, 3.0, 4.5, 7.0, 10.0, 0.0, -1.0])
print(np.histogram(d))
print(np.histogram(d, bins=3), np.histogram(d, bins=4, range=(0, 5)))
print(np.histogram(d, bins=[0, 1, 2, 5, 10]), np.histogram(d, bins=[-1, 3, 3, 10]))
print(np.histogram(d, bins=5, density=True))
print(np.histogram(d, bins=[0, 2, 4, 11], density=True))
print(np.histogram(d, bins=3, weights=np.arange(10.0)), np.histogram(d, bins=[0.0, 3.0, 10.0], weights=np.ones(10) * 0.5))
print(np.histogram(np.array([5, 5, 5])), np.histogram(np.array([], dtype=float), bins=2))
print(np.histogram(np.arange(10), bins=4), np.histogram(np.array([0.1, 0.2, 0.7], dtype=np.float32), bins=3))
print(np.histogram(np.array([[1, 2], [3, 9]]), bins=2), np.histogram(d * 0.1, bins=7)[0])
print(np.histogram(np.array([1.0, np.nan, 2.0]), bins=2, range=(0, 3)))
print(np.histogram(np.linspace(0, 1, 101), bins=10)[0])
for f in [lambda: np.histogram(d, bins=0), lambda: np.histogram(d, bins=[3, 1]), lambda: np.histogram([1, np.inf]),
          lambda: np.histogram(d, range=(2, 1)), lambda: np.histogram(d, bins=[[1, 2]]), lambda: np.histogram(d, weights=[1, 2]),
          lambda: np.histogram(d, range=(0, np.inf))]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
# bincount
b = np.array([0, 1, 1, 3, 2, 1, 7])
print(np.bincount(b), np.bincount(b, minlength=10), np.bincount(b, weights=np.linspace(0, 1, 7)))
print(repr(np.bincount(np.array([], dtype=int))), repr(np.bincount([], minlength=3)), np.bincount([True, False, True]))
print(np.bincount(np.array([2, 0, 2], dtype=np.uint8), weights=[0.5, 1, 2]))
for f in [lambda: np.bincount([[1]]), lambda: np.bincount(np.array(1)), lambda: np.bincount([-1]),
          lambda: np.bincount([1], minlength=-1), lambda: np.bincount([1, 2], weights=[1])]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
