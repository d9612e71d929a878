# Probe (bench/NOTES.md, eighteenth session): run by gpa and by CPython+CuPy from the repository root.
# Which part of gpa_random32's normal path costs: variants compiled by CuPy, timed with events.
import cupy as cp
import numpy as np

src = open("kernels/random.cu").read()
n = 1 << 26
out = cp.empty(n, dtype=cp.float32)
nolog = src.replace("float r = sqrtf(0.0f - 2.0f * gpa_logf(u1));", "float r = u1;")
nosc = src.replace("gpa_sincos2pi_f(t, c, s);", "c = t; s = t * 0.5f;")
fastdiv = src.replace("float s = f / (2.0f + f);", "float s = __fdividef(f, 2.0f + f);")
# A variant whose text no longer matches the kernel would time the kernel itself.
assert src not in (nolog, nosc, fastdiv), "a variant no longer matches kernels/random.cu"


def run(name, code_src, opts, code=3):
    try:
        run1(name, code_src, opts, code)
    except Exception as ex:
        print(name, "failed", ex)


def run1(name, code_src, opts, code):
    m = cp.RawModule(code=code_src, options=opts)
    k = m.get_function("gpa_random32")
    args = (np.uint64(1), np.uint64(2), np.uint64(0), np.int64(n), np.int64(code), np.uint64(0), np.uint64(0), out)
    grid = ((n // 4 + 255) // 256,)
    k(grid, (256,), args)
    cp.cuda.Device().synchronize()
    best = 1e9
    for _ in range(10):
        s = cp.cuda.Event(); e = cp.cuda.Event()
        s.record(); k(grid, (256,), args); e.record(); e.synchronize()
        best = min(best, cp.cuda.get_elapsed_time(s, e))
    print(f"{name:40} {best:.4f} ms  sum={float(out[:1000].sum()):.4f}")


run("current (fmad=false)", src, ("--fmad=false",))
run("uniform code 1", src, ("--fmad=false",), 1)
run("fmad=true", src, ())
run("prec-div=false", src, ("--fmad=false", "-prec-div=false"))
run("prec-sqrt=false", src, ("--fmad=false", "-prec-sqrt=false"))
run("fdividef", fastdiv, ("--fmad=false",))
run("no log/sqrt", nolog, ("--fmad=false",))
run("no sincos", nosc, ("--fmad=false",))
run("fast-math", src, ("--use_fast_math",))
g = cp.random.default_rng(0)
x = g.standard_normal(n, dtype=cp.float32)
s = cp.cuda.Event(); e = cp.cuda.Event()
best = 1e9
for _ in range(10):
    s.record(); x = g.standard_normal(n, dtype=cp.float32); e.record(); e.synchronize()
    best = min(best, cp.cuda.get_elapsed_time(s, e))
print(f"{'cupy standard_normal':40} {best:.4f} ms")
