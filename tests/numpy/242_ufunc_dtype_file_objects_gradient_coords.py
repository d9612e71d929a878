# ufuncs' dtype= loop, float scalars' is_integer, np.save/np.load through file objects
# (BytesIO, open files, .npz), and np.gradient over coordinate arrays.
import io, os, tempfile
import numpy as np
u16 = np.array([60000, 10000], dtype=np.uint16)
print(np.add(u16, u16, dtype=np.uint32), np.multiply(u16, 3, dtype=np.int64).dtype, np.sqrt(np.array([4, 9]), dtype=np.float32))
x = np.array([1.5, 2.5])
print(np.add(x, 1, dtype=np.float32), np.subtract(np.array([1, 2], dtype=np.int8), 3, dtype=np.int16).dtype)
try:
    np.add(x, x, dtype=np.int64)
except TypeError as e:
    print(e)
print((2.0).is_integer(), (2.5).is_integer())
print(np.float64(3.0).is_integer(), np.float32(2.5).is_integer())
buf = io.BytesIO()
np.save(buf, np.array([7, 8]))
buf.seek(0)
print(np.load(buf))
d = tempfile.mkdtemp()
p = os.path.join(d, "x.npy")
with open(p, "wb") as f:
    np.save(f, np.arange(6.0).reshape(2, 3))
with open(p, "rb") as f:
    print(np.load(f))
np.savez(os.path.join(d, "z.npz"), a=np.arange(3), b=np.eye(2))
with open(os.path.join(d, "z.npz"), "rb") as f:
    z = np.load(f)
    print(sorted(z.keys()), z["a"], z["b"])
x = np.array([0.0, 1.0, 2.0, 4.0])
print(np.gradient(np.array([0.0, 1.0, 4.0, 9.0]), x))
print(np.gradient(x ** 2, x, edge_order=2))
f = np.array([[1, 2, 6], [3, 4, 5], [7, 9, 10]], dtype=float)
print(np.gradient(f, [0, 1, 3], [0.0, 2.0, 3.0]))
print(np.gradient(f, [0, 1, 2], axis=0), np.gradient(np.arange(5) ** 2, np.arange(5) * 0.5))
t = np.linspace(0, 1, 7) ** 2
print(np.gradient(np.sin(t), t, edge_order=2))
