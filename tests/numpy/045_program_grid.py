import numpy as np

nx, ny = 5, 4
xs = np.linspace(0, 1, nx)
ys = np.linspace(0, 1, ny)
X = xs.reshape(1, nx) + np.zeros((ny, 1))
Y = ys.reshape(ny, 1) + np.zeros((1, nx))
print(X.shape, Y.shape)
print(X)
print(Y)
R2 = X ** 2 + Y ** 2
print(repr(R2))
inside = R2 <= 1.0
print(inside)
print("inside count", inside.sum(), repr(inside.sum()))
F = np.where(inside, np.sqrt(1 - np.where(inside, R2, 0.0)), 0.0)
print(F)
dx = xs[1] - xs[0]
dy = ys[1] - ys[0]
area = F.sum() * dx * dy
print("approx", round(float(area), 6))
# multiplication table through broadcasting
t = np.arange(1, 10)[:, None] * np.arange(1, 10)[None, :]
print(t)
print(repr(t[::3, ::3]))
print(repr(t.sum(axis=0)), t.sum())
# checkerboard
cb = (np.arange(6)[:, None] + np.arange(8)) % 2
print(cb)
print(repr(cb.astype(bool)[:2]))
