# Probe (bench/NOTES.md, eighteenth session): run by gpa with GPA_NUMPY=host, so `np` is the host.
# Device sorts against the host's, many sizes and dtypes (multi-tile look-back included).
import cupy as cp
import numpy as np

rng = np.random.default_rng(5)
bad = 0
for n in [1, 2, 255, 4095, 4096, 4097, 8191, 100000, 1 << 20, (1 << 22) + 3]:
    for dt in ["float32", "float64", "int64", "int32", "uint8", "int16", "float16"]:
        if dt.startswith("float"):
            h = rng.standard_normal(n).astype(dt)
            if n > 10:
                h[::7] = np.nan
                h[::11] = -0.0
                h[::13] = 0.0
                h[3] = np.inf
        elif dt == "uint8":
            h = rng.integers(0, 256, n).astype(dt)
        else:
            h = rng.integers(-1000, 1000, n).astype(dt)
        d = cp.asarray(h)
        s = cp.asnumpy(cp.sort(d))
        a = cp.asnumpy(cp.argsort(d))
        ok = np.array_equal(s, np.sort(h), equal_nan=True) and np.array_equal(a, np.argsort(h, kind="stable"))
        if not ok:
            bad += 1
            print("MISMATCH", n, dt)
for shape in [(3, 5000), (1000, 37), (64, 65536), (5000, 3)]:
    h = rng.standard_normal(shape).astype("float32")
    d = cp.asarray(h)
    ok = np.array_equal(cp.asnumpy(cp.sort(d, axis=1)), np.sort(h, axis=1)) and np.array_equal(
        cp.asnumpy(cp.argsort(d, axis=1)), np.argsort(h, axis=1, kind="stable")) and np.array_equal(
        cp.asnumpy(cp.sort(d, axis=0)), np.sort(h, axis=0))
    if not ok:
        bad += 1
        print("MISMATCH rows", shape)
h = rng.integers(0, 50, 3 << 20)
ok = np.array_equal(cp.asnumpy(cp.unique(cp.asarray(h))), np.unique(h))
h2 = rng.standard_normal((1 << 21) + 1).astype("float32")
ok = ok and float(cp.median(cp.asarray(h2))) == float(np.median(h2))
if not ok:
    bad += 1
    print("MISMATCH unique/median")
print("sortcheck bad", bad)
