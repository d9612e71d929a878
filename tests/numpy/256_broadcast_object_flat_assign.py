# np.broadcast objects (shape, nd, size, iteration as tuples, reset) and a.flat = values.
import numpy as np
b = np.broadcast(np.ones((2, 1)), np.arange(3))
print(b.shape, b.nd, b.ndim, b.size, b.numiter, b.index)
print([t for t in b])
print(b.index)
b.reset()
print(next(b), b.index)
x = np.array([[1], [2], [3]]); y = np.array([4, 5, 6])
out = np.empty(np.broadcast(x, y).shape)
out.flat = [u + v for (u, v) in np.broadcast(x, y)]
print(out)
print(np.broadcast(np.ones(3), 5).shape, isinstance(b, np.broadcast))
z = np.zeros((2, 3)); z.flat = [1, 2]; print(z)
z.flat = 7; print(z)
print(type(np.broadcast(np.ones(2))).__name__)
