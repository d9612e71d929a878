# quantile/percentile with every method of NumPy 2 (Hyndman and Fan's continuous and discrete
# ones besides linear, lower, higher, midpoint, nearest), their result dtypes, integer q, and
# weights (method 'inverted_cdf': a weighted cumulative distribution per row).
import numpy as np

methods = ["inverted_cdf", "averaged_inverted_cdf", "closest_observation", "interpolated_inverted_cdf",
           "hazen", "weibull", "linear", "median_unbiased", "normal_unbiased", "lower", "higher",
           "midpoint", "nearest"]
a = np.array([[3.0, 1, 4, 1, 5], [9, 2, 6, 5, 3]])
ai = np.array([[3, 1, 4, 1, 5], [9, 2, 6, 5, 3]], dtype=np.int32)
qs = [0, 0.1, 0.25, 0.4, 0.5, 0.9, 1]
for m in methods:
    print(m, np.quantile(a, qs, axis=1, method=m))
    print(repr(np.quantile(ai, 0.3, method=m)), repr(np.quantile(ai, 1, method=m)), repr(np.quantile(ai, [0, 1], method=m)))
    print(np.percentile(ai, 37, axis=0, method=m), np.percentile(a[:, ::2], [12.5, 80], axis=1, method=m))
    print(repr(np.quantile(a.astype(np.float32), np.float32(0.37), method=m)), repr(np.quantile(a.astype(np.float16), 0.61, method=m)))
    print(np.quantile(np.array([1.0, np.nan, 2]), 0.5, method=m), np.quantile(np.arange(7.0), 0.5, method=m), np.quantile(np.arange(1.0, 2.0), 0.7, method=m))
    print(np.quantile(a.T, [[0.2], [0.8]], axis=0, keepdims=True, method=m))
# At the ends an infinite element meets 0 * inf, as NumPy's lerp.
print(np.quantile(np.array([-np.inf, 1, 2]), 0, method="hazen"), np.quantile(np.array([1, 2, np.inf]), 1, method="weibull"))
print(np.quantile(np.arange(5), 1, method="midpoint"), np.quantile(np.arange(5, dtype=np.uint8), [0, 1], method="weibull").dtype)

# Weights: each element counts with its weight (zero weights never chosen).
w = np.array([[1, 0, 2, 1, 1], [0, 0, 1, 3, 1]])
print(np.quantile(a, [0, 0.3, 0.5, 1], axis=1, method="inverted_cdf", weights=w))
print(np.quantile(ai, 0.5, method="inverted_cdf", weights=w))
print(np.quantile(a, 0.5, axis=0, method="inverted_cdf", weights=np.array([1, 3]), keepdims=True))
print(np.percentile(a, 50, axis=1, method="inverted_cdf", weights=np.arange(5)))
print(np.percentile(a, [10, 90], axis=-1, method="inverted_cdf", weights=[0.5, 0.25, 0.125, 0.0625, 0.0625]))
print(np.quantile(a.astype(np.float32), 0.4, method="inverted_cdf", weights=w))
print(np.quantile(np.array([1.0, np.nan, 3]), 0.5, method="inverted_cdf", weights=[1, 1, 1]))
c3 = np.arange(24.0).reshape(2, 3, 4) % 7
print(np.quantile(c3, [0.3, 0.6], axis=1, method="inverted_cdf", weights=np.array([2.0, 0.5, 1.0])))
print(np.quantile(c3[:, ::-1], 0.5, axis=2, method="inverted_cdf", weights=np.ones((2, 3, 4))))
for bad in [lambda: np.quantile(a, 0.5, weights=w),
            lambda: np.quantile(a, 0.5, weights=[1, 2], method="inverted_cdf"),
            lambda: np.quantile(a, 0.5, axis=1, weights=[1, 2], method="inverted_cdf"),
            lambda: np.quantile(a, 0.5, axis=1, weights=[1, -2, 1, 1, 1], method="inverted_cdf"),
            lambda: np.percentile(a, 50, method="hazen", weights=w),
            lambda: np.quantile(a, 0.5, method="cubic")]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
# An integer q on a float array: NumPy's lerp (0 * inf is NaN at an infinite end), float64.
for m in ["averaged_inverted_cdf", "interpolated_inverted_cdf", "weibull"]:
    print(m, np.quantile(np.array([1.0, 2, np.inf]), [0, 1], method=m), np.quantile(np.array([-np.inf, 2.0]), 0, method=m), np.quantile(a.astype(np.float32), 1, method=m).dtype)
print(repr(np.quantile(np.arange(10.0, dtype=np.float32), np.float32(0.3), method="median_unbiased")), repr(np.quantile(np.arange(7.0, dtype=np.float16), np.float16(0.7), method="normal_unbiased")))
