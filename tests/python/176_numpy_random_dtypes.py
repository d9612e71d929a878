# NumPy's streams for float32 and narrow integer draws: default_rng's float32 ziggurats
# (standard_normal, standard_exponential), integers/randint of every integer dtype (8- and
# 16-bit and bool draws share 32-bit words), and seeds given as sequences or arrays.
import numpy as np


def digest(a):
    # Values (floats to 2**-30), weighted by position: a one-ulp change shows.
    w = np.round(a.astype(np.float64) * 2**30) if a.dtype == np.float32 else a
    w = w.astype(np.int64)
    return int((w % 1000003 * (np.arange(w.size) % 997 + 1)).sum())


for seed in [0, 7, 2024]:
    g = np.random.default_rng(seed)
    z = g.standard_normal(200000, dtype=np.float32)
    e = g.standard_exponential(200000, dtype=np.float32)
    print(seed, z.dtype, z[:3], e[:3], digest(z), digest(e))
    print(g.standard_normal(dtype=np.float32), g.standard_exponential(dtype=np.float32))
    for dt in [np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32, np.int64, np.uint64, np.bool_]:
        lows = [(0, 1), (0, 2)] if dt == np.bool_ else [(0, 2), (0, 100), (0, 127), (3, 4)]
        row = [digest(g.integers(lo, hi, 501, dtype=dt)) for lo, hi in lows]
        print(np.dtype(dt).name, row, g.integers(0, 1, 6, dtype=dt, endpoint=True))
    print(g.integers(0, 256, 8, dtype=np.uint8), g.integers(-128, 128, 8, dtype=np.int8))
    print(g.integers(0, 65536, 4, dtype=np.uint16), g.integers(-5, 5, dtype=np.int16))
    r = np.random.RandomState(seed)
    for dt in [np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32, np.int64, np.bool_]:
        highs = [1, 2] if dt == np.bool_ else [2, 100, 128]
        row = [digest(r.randint(0, hi, 333, dtype=dt)) for hi in highs]
        print(np.dtype(dt).name, row, r.randint(0, 2, dtype=dt), r.randint(0, 2, 5, dtype=dt))

# Seeds as sequences and arrays.
print(np.random.default_rng([1, 2, 3]).random(3))
print(np.random.default_rng(np.array([5, 2**40])).integers(0, 10, 5))
print(np.random.default_rng([]).random(), np.random.default_rng([[1, 2]]).random())
print(np.random.RandomState([1, 2]).rand(3), np.random.RandomState(np.array([9])).rand())
np.random.seed([3, 4, 5])
print(np.random.randint(0, 1000, 5))
np.random.seed(np.uint32(11))
print(np.random.rand())
for f in [np.random.default_rng, np.random.RandomState, np.random.seed]:
    for bad in [[1.5], [], [[1, 2]], [-1], "abc", 1.5, -3]:
        try:
            f(bad)
            print(f.__name__, repr(bad), "ok")
        except (TypeError, ValueError) as ex:
            print(f.__name__, repr(bad), type(ex).__name__, ex)
