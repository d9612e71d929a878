# Probe (bench/NOTES.md, eighteenth session): run by gpa (`gpa bench/probes/heat_latency.py`) and by CPython+CuPy.
# Where a heat step's time goes: host queueing, GPU events, wall; same script for gpa and CuPy.
import cupy as cp
import time

u = cp.zeros((2048, 2048), dtype=cp.float32)
u[1024, 1024] = 1.0


def step():
    lap = u[:-2, 1:-1] + u[2:, 1:-1] + u[1:-1, :-2] + u[1:-1, 2:] - 4 * u[1:-1, 1:-1]
    u[1:-1, 1:-1] = u[1:-1, 1:-1] + 0.2 * lap


for _ in range(5):
    step()
cp.cuda.Device().synchronize()
for r in range(3):
    s = cp.cuda.Event()
    e = cp.cuda.Event()
    t0 = time.perf_counter()
    s.record()
    for _ in range(100):
        step()
    t1 = time.perf_counter()
    e.record()
    e.synchronize()
    t2 = time.perf_counter()
    print("heat host_queue_us/step", round((t1 - t0) * 1e4, 1), "event_us/step", round(cp.cuda.get_elapsed_time(s, e) * 10, 1), "wall_us/step", round((t2 - t0) * 1e4, 1))
print("check", float(u.sum()))

small = cp.zeros(1000, dtype=cp.float32)
for r in range(3):
    s = small
    cp.cuda.Device().synchronize()
    t0 = time.perf_counter()
    for _ in range(1000):
        s = s + 1
    cp.cuda.Device().synchronize()
    t1 = time.perf_counter()
    for _ in range(1000):
        v = float(s[0])
    t2 = time.perf_counter()
    for _ in range(1000):
        s = s + 1
        v = float(s[0])
    t3 = time.perf_counter()
    print("latency add_only_us", round((t1 - t0) * 1e3, 1), "float_only_us", round((t2 - t1) * 1e3, 1), "both_us", round((t3 - t2) * 1e3, 1))
