# Probe (bench/NOTES.md, eighteenth session): run by gpa and by CPython+CuPy from the repository root.
import cupy as cp
out = {}
n24 = 1 << 24
u = cp.random.rand(n24, dtype=cp.float32)
s = cp.sin(cp.linspace(0, 1, n24, dtype=cp.float32) * 1000.0)
i = cp.random.randint(0, 1 << 30, n24).astype(cp.uint32)
def timed(name, fn):
    fn(); cp.cuda.Device().synchronize(); best = 1e30
    for _ in range(5):
        a = cp.cuda.Event(); b = cp.cuda.Event(); a.record(); fn(); b.record(); b.synchronize()
        best = min(best, cp.cuda.get_elapsed_time(a, b))
    print(name, round(best, 4))
timed("sort_uniform_f32", lambda: out.update(a=cp.sort(u)))
timed("sort_sin_f32", lambda: out.update(a=cp.sort(s)))
timed("sort_u32_30bit", lambda: out.update(a=cp.sort(i)))
timed("copy_f32", lambda: out.update(a=u.copy()))
