# lognormal from both NumPy APIs: exp(mean + sigma * normal), NumPy's bits for a seed.
import numpy as np
np.random.seed(3)
a = np.random.lognormal(0.5, 0.25, 1000)
print(a[:3], a.sum(), np.random.lognormal(size=(2, 2)), np.random.lognormal())
rng = np.random.default_rng(7)
b = rng.lognormal(1.0, 2.0, size=1000)
print(b[:3], b.sum(), rng.lognormal([0, 1], 0.5))
try: rng.lognormal(0, -1)
except ValueError as e: print(e)
