# Fixes from a sweep of everyday scripts: vectorize over tuple-returning functions,
# negative zeros kept by complex rounding.
import numpy as np

f = np.vectorize(lambda a, b: (a * b, a + b))
print(f([1, 2], 3))
g = np.vectorize(lambda a: (a, a / 2), otypes=[int, float])
print(g(np.arange(3)))


z = np.array([complex(-0.0, -0.0), complex(-0.0, 2.5), complex(1.25, -0.0), complex(-1.5, 0.0), 3.14159 - 2.71828j])
print(np.round(z, 1), np.round(z), np.round(z, 3), np.around(z, 2))
print(np.nan_to_num(np.array([complex(-0.0, -0.0), complex(np.nan, -0.0)])))
