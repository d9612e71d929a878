import numpy as np, time
n = 1 << 24
x = np.linspace(0, 1, n, dtype=np.float32)
z = np.linspace(1, 2, n, dtype=np.float32)
t = time.perf_counter()
y = np.sqrt(x * x + z * z) * np.sin(x) - np.cos(z) * 0.5 + np.abs(x - z)
v = float(y[7])
t1 = time.perf_counter()
s = (x * z).sum()
v2 = float(s)
t2 = time.perf_counter()
print("chain_ms", round((t1 - t) * 1e3, 1), "sum_ms", round((t2 - t1) * 1e3, 1))
