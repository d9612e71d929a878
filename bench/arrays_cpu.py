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
