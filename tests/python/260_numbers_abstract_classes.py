# numbers: isinstance against Number, Complex, Real, Rational and Integral for Python, Fraction and NumPy values.
import numbers
import numpy as np
from fractions import Fraction
vals = [1, True, 2.5, 1j, Fraction(1, 3), np.int32(3), np.float32(1.5), np.complex64(1), np.bool_(True), "x", None, [1], np.array([1.0])]
for cls in (numbers.Number, numbers.Complex, numbers.Real, numbers.Rational, numbers.Integral):
    print(cls.__name__, [isinstance(v, cls) for v in vals])
print(isinstance(3, (str, numbers.Real)), numbers.Real, numbers.Integral.__mro__[1])
def describe(x):
    if isinstance(x, numbers.Integral): return "integral"
    if isinstance(x, numbers.Real): return "real"
    if isinstance(x, numbers.Number): return "number"
    return "other"
print([describe(v) for v in vals])
