# GPU workloads (issue #5's table) timed inside the script with CUDA events, run identically
# by CPython+CuPy and by gpa (`import cupy`). Each workload runs once to warm up (kernel
# compiles, pool fills), then REPEAT times; prints "name best_ms" lines.
import cupy as cp
import time

REPEAT = 5


def timed(name, fn):
    fn()
    cp.cuda.Device().synchronize()
    best = 1e30
    for _ in range(REPEAT):
        start = cp.cuda.Event()
        end = cp.cuda.Event()
        start.record()
        fn()
        end.record()
        end.synchronize()
        best = min(best, cp.cuda.get_elapsed_time(start, end))
    print(name, best)


n26 = 1 << 26
x = cp.linspace(0, 1, n26, dtype=cp.float32)
z = cp.linspace(1, 2, n26, dtype=cp.float32)
out = {}


def chain():
    out["y"] = cp.sqrt(x * x + z * z) * cp.sin(x) - cp.cos(z) * 0.5 + cp.abs(x - z)


timed("chain_f32_2^26", chain)


def product_sum():
    out["s"] = (x * z).sum()


timed("product_sum_f32_2^26", product_sum)


def plain_sum():
    out["s"] = x.sum()


timed("sum_f32_2^26", plain_sum)

m = x.reshape(8192, 8192)


def row_sums():
    out["r"] = m.sum(axis=1)


timed("row_sums_f32_8192x8192", row_sums)


def mask_select():
    out["m"] = x[x > 0.5]


timed("mask_select_f32_2^26", mask_select)

x28 = cp.linspace(-4, 4, 1 << 28, dtype=cp.float32)


def sigmoid():
    out["g"] = 1 / (1 + cp.exp(-x28))


timed("sigmoid_f32_2^28", sigmoid)


def sigmoid_dropped():
    # The result is not kept: the work must still run (and be timed), as in CuPy.
    1 / (1 + cp.exp(-x28))


timed("sigmoid_dropped_f32_2^28", sigmoid_dropped)
del x28

r = cp.sin(cp.arange(1 << 24, dtype=cp.float32) * 12.9898) * 43758.5453
r = r - cp.floor(r)


def sort():
    out["o"] = cp.sort(r)


timed("sort_f32_2^24", sort)

s = cp.ones(1000, dtype=cp.float32)


def loop():
    t = cp.zeros(1000, dtype=cp.float32)
    for i in range(10000):
        t = t + s
    out["t"] = t


timed("loop_10000_add_1000", loop)

a = cp.linspace(0, 1, 8192 * 8192, dtype=cp.float32).reshape(8192, 8192)
b = cp.linspace(1, 2, 8192 * 8192, dtype=cp.float32).reshape(8192, 8192)


def matmul():
    out["c"] = a @ b


timed("matmul_f32_8192", matmul)

# Beyond the first table: device sorts, scans, indexing and counting.
r64 = r.astype(cp.float64)


def sort64():
    out["o"] = cp.sort(r64)


timed("sort_f64_2^24", sort64)


def argsort():
    out["o"] = cp.argsort(r)


timed("argsort_f32_2^24", argsort)


def argmax():
    out["a"] = cp.argmax(x)


timed("argmax_f32_2^26", argmax)


def cumsum():
    out["c"] = cp.cumsum(x)


timed("cumsum_f32_2^26", cumsum)

x2 = x.copy()


def inplace_add():
    x2[...] += 1


timed("inplace_add_f32_2^26", inplace_add)

half = n26 // 2


def concat():
    out["k"] = cp.concatenate([x[:half], z[half:]])


timed("concatenate_f32_2^26", concat)

idx = cp.arange(1 << 24, dtype=cp.int64) * 2654435761 % n26


def gather():
    out["g"] = x[idx]


timed("gather_f32_2^24_of_2^26", gather)

m2 = x.reshape(8192, 8192)
cols = cp.arange(0, 8192, 3)


def mixed_index():
    out["c"] = m2[1:, cols]


timed("mixed_index_8191x2731_of_8192^2", mixed_index)
xs = x.copy()


def scatter():
    xs[idx] = 1.0


timed("scatter_2^24_into_2^26", scatter)


def mask_assign():
    xs[xs > 0.5] = 0.0


timed("mask_assign_f32_2^26", mask_assign)


def nonzero():
    out["nz"] = cp.nonzero(m2 > 0.5)


timed("nonzero_2d_f32_8192^2", nonzero)

keys = idx % 1000


def bincount():
    out["b"] = cp.bincount(keys)


timed("bincount_2^24", bincount)

def median():
    out["m"] = cp.median(r)


timed("median_f32_2^24", median)

sorted_r = cp.sort(r)
probe = r[: 1 << 20]


def searchsorted():
    out["s"] = cp.searchsorted(sorted_r, probe)


timed("searchsorted_2^20_in_2^24", searchsorted)

def unique():
    out["u"] = cp.unique(keys)


timed("unique_int64_2^24", unique)


# Random numbers (gpa: Philox per element; CuPy: cuRAND's XORWOW).
def rand32():
    out["r"] = cp.random.rand(n26, dtype=cp.float32)


timed("rand_f32_2^26", rand32)


def randn64():
    out["r"] = cp.random.randn(1 << 24)


timed("randn_f64_2^24", randn64)

# Generator uniforms (gpa: NumPy's PCG64 values, each thread jumping ahead in the LCG;
# CuPy: its own XORWOW bit generator).
rng = cp.random.default_rng(1)


def rng_random64():
    out["r"] = rng.random(1 << 25)


timed("rng_random_f64_2^25", rng_random64)


def rng_random32():
    out["r"] = rng.random(n26, dtype=cp.float32)


timed("rng_random_f32_2^26", rng_random32)

# Ranges (gpa: generated where used, no host fill; CuPy: one kernel each).
def arange32():
    out["a"] = cp.arange(n26, dtype=cp.float32)


timed("arange_f32_2^26", arange32)


def linspace_sum():
    out["s"] = cp.linspace(0, 1, n26).sum()


timed("linspace_sum_f64_2^26", linspace_sum)


# Dense linear algebra (gpa and CuPy: cuSOLVER; gpa factors in float64).
la = cp.random.rand(2048, 2048) + 2048 * cp.eye(2048)
lb = cp.random.rand(2048, 64)
lh = la + la.T


def solve():
    out["x"] = cp.linalg.solve(la, lb)


timed("solve_f64_2048", solve)


def inv():
    out["x"] = cp.linalg.inv(la)


timed("inv_f64_2048", inv)


def eigh():
    out["w"] = cp.linalg.eigh(lh)


timed("eigh_f64_2048", eigh)


def svd():
    out["s"] = cp.linalg.svd(la[:1024, :512], full_matrices=False)


timed("svd_f64_1024x512", svd)

# Host<->device copies (timed on the host: they block it): a NumPy array moved to the
# device and used, and a device array brought back.

# cp.asnumpy: a host array whatever `np` names (GPA_NUMPY=device makes it the device's).
h = cp.asnumpy(cp.linspace(0, 1, n26, dtype=cp.float32))


def host_timed(name, fn):
    fn()
    cp.cuda.Device().synchronize()
    best = 1e30
    for _ in range(REPEAT):
        t0 = time.perf_counter()
        fn()
        cp.cuda.Device().synchronize()
        best = min(best, (time.perf_counter() - t0) * 1e3)
    print(name, best)


def upload():
    out["h"] = cp.asarray(h).sum()


host_timed("asarray_sum_f32_2^26", upload)


def download():
    out["d"] = cp.asnumpy(x)


host_timed("asnumpy_f32_2^26", download)

# The rest of issue #27's table: FFT, float32 solvers, float32 normals, a slice copied back,
# a stencil written into the array it reads, and the latency of tiny work read on the host.
c64 = (x[: 1 << 24] + 1j * z[: 1 << 24]).astype(cp.complex64)


def fft_c64():
    out["f"] = cp.fft.fft(c64)


timed("fft_c64_2^24", fft_c64)
del c64
sa = cp.random.rand(4096, 4096, dtype=cp.float32) + 4096 * cp.eye(4096, dtype=cp.float32)
sb = cp.random.rand(4096, 16, dtype=cp.float32)


def solve32():
    out["x"] = cp.linalg.solve(sa, sb)


timed("solve_f32_4096_16rhs", solve32)
del sa, sb
rng32 = cp.random.default_rng(0)


def normal32():
    out["n"] = rng32.standard_normal(n26, dtype=cp.float32)


timed("standard_normal_f32_2^26", normal32)
u = cp.zeros((2048, 2048), dtype=cp.float32)
u[1024, 1024] = 1.0


def heat():
    for _ in range(100):
        lap = u[:-2, 1:-1] + u[2:, 1:-1] + u[1:-1, :-2] + u[1:-1, 2:] - 4 * u[1:-1, 1:-1]
        u[1:-1, 1:-1] = u[1:-1, 1:-1] + 0.2 * lap


timed("heat_stencil_2048^2_x100", heat)
small = cp.zeros(1000, dtype=cp.float32)


def latency():
    s = small
    for _ in range(1000):
        s = s + 1
        v = float(s[0])
    out["v"] = v


timed("latency_1000_add_float", latency)


def slice_back():
    out["h"] = cp.asnumpy(x[: 1 << 24])


host_timed("asnumpy_slice_f32_2^24_of_2^26", slice_back)

# First use of a new fused kernel: an expression not seen before (compile + run).
cp.cuda.Device().synchronize()
t0 = time.perf_counter()
w = cp.tanh(x * 0.37 + 0.11) * cp.cos(z * 1.7) + 0.123
cp.cuda.Device().synchronize()
print("first_use_new_kernel_2^26", (time.perf_counter() - t0) * 1e3)
