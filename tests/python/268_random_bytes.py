# Generator.bytes / RandomState.bytes / np.random.bytes: NumPy's uint32 words, cut to length.
import numpy as np
g = np.random.default_rng(0)
print(g.bytes(4), g.bytes(7), g.bytes(0), g.integers(0, 10, 3))
np.random.seed(5)
print(np.random.bytes(5), np.random.rand())
rs = np.random.RandomState(1)
print(rs.bytes(9))
rs = np.random.RandomState(1)
print(rs.bytes(0), rs.randint(0, 10, 3))
