# Broadcasting in ufunc calls: shapes, scalars on either side, lists, 0-d arrays and views.
import numpy as np

col = np.arange(3.0).reshape(3, 1)
row = np.array([1.0, 2.0, 4.0, 8.0])
for u in ["add", "arctan2", "hypot", "power", "fmod", "maximum", "fmin", "copysign",
          "logaddexp", "less", "logical_xor", "float_power", "nextafter"]:
    r = getattr(np, u)(col, row)
    print(u, r.shape, r.dtype)
    print(r)
cube = np.arange(24).reshape(2, 3, 4)
print(np.gcd(cube, np.array([2, 3, 4, 6])))
print(np.left_shift(cube[:, :1, :], np.array([[0], [1], [2]])))
print(np.remainder(cube, np.arange(1, 4).reshape(3, 1)))
print(np.heaviside(np.array([[-1.0], [0.0], [1.0]]), np.array([0.25, 0.75])))
print(np.ldexp(np.array([[1.0], [0.5]]), np.array([0, 1, 2])))
# scalars on the left, lists as inputs
print(np.subtract(10, row), np.true_divide(1, row), np.power(2, np.arange(5)), np.arctan2(1.0, row))
print(np.maximum([1, 5, 3], [4, 2, 6]), np.hypot([3.0, 5.0], 4), np.bitwise_and(12, [10, 6, 3]))
print(np.fmod([[7, -7], [8, -8]], [3, -3]), np.logical_or([0, 1, 0], 0))
# 0-d arrays and NumPy scalars
z = np.array(2.5)
print(repr(np.exp(z)), repr(np.add(z, row)), repr(np.multiply(np.float32(2), row)))
print(repr(np.sqrt(np.array(16))), repr(np.hypot(np.float16(3), 4)))
# views: transposed, strided and reversed inputs
m = np.arange(12.0).reshape(3, 4)
print(np.add(m.T, m.T[::-1]), np.copysign(m[:, ::2], -1))
print(np.arctan2(m[::2], m[1::2] + 1))
print(np.logaddexp2(m.T[1:3], 1.0))
# results feed further (fused) work
s = np.sqrt(np.square(m) + 1)
print(np.floor(np.tanh(s) * 1000))
t = np.fmax(np.sin(m), np.cos(m))
print(t, np.minimum(t, 0.5).sum())
