# Array workloads timed inside the script, run identically by CPython+NumPy and by gpa.
# Prints "name ms" lines; bench/run.py takes the best of several runs.
import numpy as np
import time

n = 1 << 24
x = np.linspace(0, 1, n, dtype=np.float32)
z = np.linspace(1, 2, n, dtype=np.float32)

t = time.perf_counter()
y = np.sqrt(x * x + z * z) * np.sin(x) - np.cos(z) * 0.5 + np.abs(x - z)
check = float(y[n - 1])
print("chain_f32_2^24", (time.perf_counter() - t) * 1e3)

t = time.perf_counter()
s = float((x * z).sum())
print("product_sum_f32_2^24", (time.perf_counter() - t) * 1e3)

t = time.perf_counter()
s = float(x.sum())
print("sum_f32_2^24", (time.perf_counter() - t) * 1e3)

t = time.perf_counter()
s = float(x.mean())
print("mean_f32_2^24", (time.perf_counter() - t) * 1e3)

t = time.perf_counter()
sel = x[x > 0.5]
check = sel.shape[0]
print("mask_select_f32_2^24", (time.perf_counter() - t) * 1e3)

a = np.linspace(0, 1, 1 << 20, dtype=np.float32).reshape(1024, 1024)
b = np.linspace(1, 2, 1 << 20, dtype=np.float32).reshape(1024, 1024)
t = time.perf_counter()
c = a @ b
check = float(c[0, 0])
print("matmul_f32_1024", (time.perf_counter() - t) * 1e3)

r = np.sin(np.arange(1 << 22, dtype=np.float32) * 12.9898) * 43758.5453
r = r - np.floor(r)
check = float(r[0])
t = time.perf_counter()
srt = np.sort(r)
check = float(srt[0])
print("sort_f32_2^22", (time.perf_counter() - t) * 1e3)
