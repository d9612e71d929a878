# Generator.integers and randint with arrays of bounds, Generator.permuted: NumPy's draws.
import numpy as np
rng = np.random.default_rng(99)
print(rng.integers(np.array([0, 10]), np.array([5, 15])), rng.integers([1, 100, 1000], size=(2, 3)), rng.integers(0, [2, 3, 4], endpoint=True))
print(rng.permuted(np.arange(6)), rng.permuted(np.arange(12).reshape(3, 4), axis=1), rng.permuted(np.arange(12).reshape(3, 4), axis=0))
print(rng.permuted(np.arange(6).reshape(2, 3)), rng.random())
np.random.seed(4)
print(np.random.randint([0, 50], [10, 60]), np.random.randint(5, size=3), np.random.randint([3, 4], size=(2, 2)))
try:
    rng.integers([5, 1], [3, 4])
except ValueError as e:
    print(e)
