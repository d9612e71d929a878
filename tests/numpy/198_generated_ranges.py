# arange, linspace, eye and tri long enough that device arrays are generated where they
# are used (index nodes fused into the consumer) instead of filled on the host: the same
# values as NumPy's fill, bit for bit, including float32 rounding and the exact endpoint.
import numpy as np

a = np.arange(5000)
print(a.dtype, a[:4], a[-3:], int(a.sum()), int((a * 3 - 7)[::999].sum()))
print(np.arange(3, 20000, 7)[::1001], np.arange(10000, -10, -3)[::1500], np.arange(-2000, 2000).reshape(40, 100)[::13, ::37])
b = np.arange(0.0, 1.0, 1 / 3000)
print(b.dtype, len(b), b[::700].tolist(), b[-1].item())
c = np.arange(0.1, 500.3, 0.1, dtype=np.float32)
print(c.dtype, len(c), c[::997].tolist(), c[-1].item())
print(np.arange(1.5, 3000.5).dtype, np.arange(1.5, 3000.5)[-2:].tolist(), np.arange(2000, dtype=np.float32)[-1].item())
print(np.arange(4096, dtype=np.int32).dtype, np.arange(4096, dtype=np.uint8)[250:260], np.arange(4096, dtype=np.float64)[::1000])
print(np.arange(5000)[1000:1010] + np.arange(10), (np.arange(3000) % 7 == 0).sum(), np.arange(3000.0)[::-1][:3])
x = np.linspace(0, 1, 3001)
print(x.dtype, x[::600].tolist(), x[-1].item(), x[1].item())
y = np.linspace(-2.5, 7.25, 2048, endpoint=False)
print(y[::511].tolist(), y[-1].item())
z = np.linspace(0.1, 0.7, 1500, dtype=np.float32)
print(z.dtype, z[::499].tolist(), z[-1].item())
print(np.linspace(0, 1000, 1025, dtype=np.int64)[::128], np.linspace(5, 5, 2000)[-2:].tolist(), np.linspace(1, 0, 1100)[-3:].tolist())
print(int((np.linspace(0, 1, 4097) > 0.5).sum()), np.linspace(0, 3000, 3000).reshape(3, 1000, 1)[2, -1])
e = np.eye(1500)
print(e.dtype, e.shape, int(e.sum()), e[3, 3], e[3, 4], np.eye(40, 60, k=5).sum(), np.eye(1200, dtype=np.int32)[7, 7:9], np.identity(1100)[1099, 1099])
print(int(np.tri(50, 70, k=-3).sum()), int(np.tril(np.ones((64, 64)), 2).sum()), int(np.triu(np.ones((64, 64)), -1).sum()))
