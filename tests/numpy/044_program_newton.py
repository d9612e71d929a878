import numpy as np

# Newton's method for sqrt of many numbers at once
targets = np.array([2.0, 9.0, 10.0, 0.25, 1e6])
x = np.ones_like(targets)
for it in range(30):
    nxt = 0.5 * (x + targets / x)
    done = np.abs(nxt - x).max() < 1e-14
    x = nxt
    if done:
        break
print("iterations", it)
print(x)
print(repr(x))
print(repr(np.abs(x - np.sqrt(targets)) < 1e-12))
# Newton for cube roots of x^3 - a = 0, float32
a = np.array([8.0, 27.0, 2.0], dtype=np.float32)
y = np.ones_like(a)
for _ in range(40):
    y = y - (y ** 3 - a) / (3 * y ** 2)
print(repr(y), y.dtype)
print(repr(np.abs(y ** 3 - a) < 1e-4))
# solve cos(x) = x for several starts
z = np.linspace(-1, 2, 4)
for _ in range(20):
    z = z - (np.cos(z) - z) / (-np.sin(z) - 1)
print(repr(z))
print(repr(np.abs(np.cos(z) - z).max() < 1e-12))
