import time
t0 = time.time()
p0 = time.perf_counter()
time.sleep(0.001)
t1 = time.time()
p1 = time.perf_counter()
print("time is float:", type(t0).__name__)
print("perf_counter is float:", type(p0).__name__)
print("time moved forward:", t1 - t0 >= 0)
print("perf moved forward:", p1 - p0 >= 0)
print("slept at least ~1ms:", p1 - p0 >= 0.0005)
print("epoch is plausible:", t0 > 1.5e9)
start = time.perf_counter()
total = 0
for i in range(10000):
    total += i
elapsed = time.perf_counter() - start
print("total", total, "elapsed non-negative:", elapsed >= 0)
time.sleep(0)
print("sleep(0) ok")
from time import perf_counter as pc
print(pc() >= p1)
