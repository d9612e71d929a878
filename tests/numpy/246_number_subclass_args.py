# int and float subclasses as NumPy arguments: shapes, indices, axes, arange's dtype, seeds.
import numpy as np
class I(int): pass
class F(float): pass
n, x = I(3), F(2.5)
a = np.arange(6.0)
tests = [lambda: np.zeros(n), lambda: np.zeros((n, I(2))).shape, lambda: a[n], lambda: a[:n], lambda: np.arange(n), lambda: np.full(n, x),
         lambda: a * x, lambda: a.reshape(I(2), n).shape, lambda: np.array([n, x]), lambda: np.linspace(0, 1, I(5)), lambda: a.sum(axis=I(0)),
         lambda: np.float64(x), lambda: np.sqrt(x), lambda: a + n, lambda: np.ones(n, dtype=int).tolist(), lambda: np.random.default_rng(I(0)).integers(0, 10, n).shape]
for i, t in enumerate(tests):
    try:
        print(i, t())
    except Exception as e:
        print(i, type(e).__name__, e)
