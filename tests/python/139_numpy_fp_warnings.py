# compare-warnings: NumPy's RuntimeWarnings (divide by zero, overflow, invalid value, in
# casts, scalar operators, empty and all-NaN slices) shown once per line, and the error
# state: seterr/geterr, errstate as a context manager (also for work that runs after the
# block), 'raise' as FloatingPointError, 'ignore'.
import numpy as np

a = np.array([1.0, 0.0, -1.0])
print(a / 0, np.log(a), np.sqrt(a))
print(np.array([1, 2]) // np.array([0, 1]), np.array([5]) % 0)
print(np.exp(np.array([1000.0])), np.array([1e308]) * 10, np.array([np.inf]) - np.inf)
print(np.array([3e9, np.nan]).astype(np.int32).dtype, np.array([1e300]).astype(np.float32))
print(np.array([70000]).astype(np.float16), np.power(np.array([0.0]), -1), np.arctanh(a))
print(np.float64(1.0) / 0, np.float32(0.0) / np.float32(0.0))
print(np.where(a > 0, 1 / a, 0), np.array([-128], np.int8) // -1)
print(np.divide(np.array([1 + 1j, 0j]), 0), np.reciprocal(np.array([0, 2])))
for i in range(3):
    y = np.log(np.array([0.0]))
print(np.nanmean(np.array([np.nan])), np.nanvar(np.array([1.0, np.nan]), ddof=1))
print(np.nanmax(np.array([[np.nan, 1.0], [np.nan, np.nan]]), axis=1), np.nanmedian(np.array([np.nan])))
print(np.divmod(np.array([1.0, 0.0]), 0.0))
print(np.array([1 + 2j]).astype(np.float64))
print(np.divide(np.arange(3.0), np.array([2.0, 0.0, 4.0]), where=[True, False, True], out=np.zeros(3)))
print(np.isclose(np.array([np.inf]), np.array([np.inf])), np.linalg.det(np.zeros((2, 2))))

print(np.geterr())
with np.errstate(divide="ignore") as e:
    print(e, np.geterr())
    quiet = np.array([1.0]) / 0
print(np.geterr(), quiet)
with np.errstate(all="ignore"):
    later = np.log(np.array([0.0, -1.0]))
print(later)
old = np.seterr(all="raise")
print(old)
for f in [lambda: np.array([1.0]) / 0, lambda: np.float64(0.0) / 0, lambda: np.sqrt(np.array([-1.0]))]:
    try:
        f()
    except FloatingPointError as ex:
        print("FloatingPointError:", ex)
np.seterr(**old)
with np.errstate(over="raise"):
    try:
        np.exp(np.array([1000.0]))
    except FloatingPointError as ex:
        print("FloatingPointError:", ex)
try:
    np.seterr(divide="loud")
except ValueError as ex:
    print("ValueError:", ex)
print(np.geterr())
