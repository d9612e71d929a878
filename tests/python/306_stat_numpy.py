# Differential test: statistics over NumPy arrays (np.float64 / np.int64 results).
import numpy as np
import statistics as S
a = np.array([1.5, 2.0, 3.25, 7.0])
b = np.array([1, 2, 3, 6])
c = np.array([1, 2, 4])
for f in (S.mean, S.fmean, S.median, S.variance, S.stdev, S.pvariance, S.pstdev, S.harmonic_mean, S.geometric_mean, S.median_grouped, S.mode, S.quantiles):
    for d in (a, b, c):
        if f in (S.stdev, S.pstdev) and d is not a:
            # CPython raises AttributeError ('numpy.int64' has no bit_length); gpa gives the float.
            continue
        try:
            r = f(d)
            print(f.__name__, type(r).__name__, r)
        except Exception as e:
            print(f.__name__, "EXC", type(e).__name__, e)
print(S.correlation(a, b), S.covariance(a, b), S.linear_regression(a, b))
print(S.NormalDist.from_samples(a))
