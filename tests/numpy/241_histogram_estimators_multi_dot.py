# histogram with estimated bins ('auto', 'fd', ...: NumPy's histogram_bin_edges); linalg.multi_dot
# in NumPy's chain order.
import numpy as np
x = np.array([0.1, 0.4, 0.5, 0.9, 1.3, 2.2, 2.4, 3.0])
print(np.histogram(x, bins='auto'))
y = np.sin(np.arange(1000) * 0.37) * 2 + np.cos(np.arange(1000) * 1.3)
for b in ['auto', 'fd', 'sturges', 'sqrt', 'rice', 'scott', 'doane']:
    c, e = np.histogram(y, bins=b)
    print(b, len(c), c[:5], e[:3])
c, e = np.histogram(y, 'auto', range=(-1, 1), density=True)
print(c[:4], e[:3])
print(np.histogram(np.arange(20), bins='sturges'))
try: np.histogram(y, bins='nope')
except ValueError as e: print(e)
A, B, C, D = [np.cos(np.arange(m * n).reshape(m, n) * 0.1) for m, n in [(10, 100), (100, 5), (5, 50), (50, 3)]]
print(np.linalg.multi_dot([np.eye(2), np.ones((2, 2)), np.eye(2)]))
r = np.linalg.multi_dot([A, B, C, D]); print(r.shape, r.sum())
print(np.linalg.multi_dot([A, B, C]).sum(), np.linalg.multi_dot([np.ones(3), np.ones((3, 3)), np.ones(3)]), np.linalg.multi_dot([np.ones(2), np.eye(2)]))
try: np.linalg.multi_dot([A])
except ValueError as e: print(e)
