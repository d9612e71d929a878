#!/usr/bin/env python3
"""Runs gpa's benchmarks side by side with their reference (CPython now; NumPy/CuPy as arrays
arrive) in one run on one machine, and prints a table of times and ratios.

Usage: python3 bench/run.py [--repeat N] [--json FILE] [FILTER...]   (FILTER gpu: GPU table only)
The gpa binary is $GPA_BIN, else target/release/gpa.
"""
import json, os, subprocess, sys, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GPA = os.environ.get("GPA_BIN", os.path.join(ROOT, "target", "release", "gpa"))

# name, script (valid for both), reference interpreter, target ratio (gpa / reference, at most)
WORKLOADS = [
    ("fib(25) recursive", "bench/fib.py", [sys.executable], 1.0),
    ("1e6-iteration while loop, module level", "bench/loop.py", [sys.executable], 1.0),
    ("generator pipeline, 1e6 items", "bench/generators.py", [sys.executable], 1.0),
]

# Self-timed scripts: each prints "name milliseconds" lines; targets per name.
TIMED = [
    ("bench/arrays_cpu.py", [sys.executable], {
        "chain_f32_2^24": 0.7,
        "product_sum_f32_2^24": 0.8,
        "sum_f32_2^24": 1.2,
        "mean_f32_2^24": 1.2,
        "mask_select_f32_2^24": 1.2,
        "matmul_f32_1024": 1.5,
        "sort_f32_2^22": 1.5,
    }),
]


# GPU workloads (bench/arrays_gpu.py, gpa and CuPy on the same GPU; CUDA events inside):
# bytes each moves at least (for % of the H200's 4.8 TB/s) or FLOPs (67 TFLOP/s float32).
GPU_SCRIPT = "bench/arrays_gpu.py"
MIB = 1 << 20
GPU_FLOORS = {
    "chain_f32_2^26": ("B", 768 * MIB),
    "product_sum_f32_2^26": ("B", 512 * MIB),
    "sum_f32_2^26": ("B", 256 * MIB),
    "row_sums_f32_8192x8192": ("B", 256 * MIB),
    "mask_select_f32_2^26": ("B", 256 * MIB + 64 * MIB + 128 * MIB),
    "sigmoid_f32_2^28": ("B", 2048 * MIB),
    "sigmoid_dropped_f32_2^28": ("B", 2048 * MIB),
    "matmul_f32_8192": ("F", 2 * 8192**3),
    "argmax_f32_2^26": ("B", 256 * MIB),
    "cumsum_f32_2^26": ("B", 512 * MIB),
    "inplace_add_f32_2^26": ("B", 512 * MIB),
    "concatenate_f32_2^26": ("B", 512 * MIB),
    "rand_f32_2^26": ("B", 256 * MIB),
    "randn_f64_2^24": ("B", 128 * MIB),
    "arange_f32_2^26": ("B", 256 * MIB),
    "mask_assign_f32_2^26": ("B", 512 * MIB),
}
GPU_TARGETS = {"matmul_f32_8192": 1 / 0.97, "chain_f32_2^26": 1.0, "sigmoid_f32_2^28": 1.0,
               "sigmoid_dropped_f32_2^28": 1.0,
               "product_sum_f32_2^26": 1.0}


def floor_pct(name, ms):
    kind, amount = GPU_FLOORS.get(name, (None, 0))
    if kind == "B":
        return f"{amount / 4.8e12 * 1e3 / ms * 100:5.0f}% BW"
    if kind == "F":
        return f"{amount / 67e12 * 1e3 / ms * 100:5.0f}% FP32"
    return ""


def gpu_table(repeat, rows):
    try:
        import cupy  # noqa: F401
    except ImportError:
        print("(no CuPy here: GPU workloads skipped)")
        return
    g = timed_runs([GPA, GPU_SCRIPT], 1)
    c = timed_runs([sys.executable, GPU_SCRIPT], 1)
    print(f"\n{'GPU workload':42} {'gpa ms':>9} {'CuPy ms':>9} {'ratio':>7} {'floor':>10}")
    for name in g:
        if name not in c:
            continue
        ratio = g[name] / c[name]
        target = GPU_TARGETS.get(name)
        ok = "" if target is None else ("ok" if ratio <= target else "MISS")
        print(f"{name:42} {g[name]:9.3f} {c[name]:9.3f} {ratio:7.2f} {floor_pct(name, g[name]):>10} {ok}")
        rows.append({"workload": name, "gpa_ms": g[name], "cupy_ms": c[name], "ratio": ratio,
                     "target": target, "floor": floor_pct(name, g[name]).strip()})


def timed_runs(cmd, repeat):
    best = {}
    for _ in range(repeat):
        r = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
        if r.returncode != 0:
            raise SystemExit(f"{cmd} failed:\n{r.stderr}")
        for line in r.stdout.splitlines():
            name, ms = line.rsplit(" ", 1)
            best[name] = min(best.get(name, float("inf")), float(ms))
    return best


def best_time(cmd, repeat):
    best, out = None, None
    for _ in range(repeat):
        t = time.perf_counter()
        r = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
        dt = time.perf_counter() - t
        if r.returncode != 0:
            raise SystemExit(f"{cmd} failed:\n{r.stderr}")
        out = r.stdout
        best = dt if best is None else min(best, dt)
    return best, out


def main():
    args = sys.argv[1:]
    repeat, jfile, filters = 5, None, []
    while args:
        a = args.pop(0)
        if a == "--repeat":
            repeat = int(args.pop(0))
        elif a == "--json":
            jfile = args.pop(0)
        else:
            filters.append(a)
    rows = []
    print(f"{'workload':42} {'gpa ms':>9} {'ref ms':>9} {'ratio':>7} {'target':>7}")
    for name, script, ref, target in WORKLOADS:
        if filters and not any(f in name for f in filters):
            continue
        g, gout = best_time([GPA, script], repeat)
        r, rout = best_time(ref + [script], repeat)
        if gout != rout:
            print(f"  !! {name}: outputs differ: gpa {gout!r} vs reference {rout!r}")
        ratio = g / r
        ok = "ok" if ratio <= target else "MISS"
        print(f"{name:42} {g*1e3:9.1f} {r*1e3:9.1f} {ratio:7.2f} {'<=' + str(target):>7} {ok}")
        rows.append({"workload": name, "gpa_ms": g * 1e3, "ref_ms": r * 1e3, "ratio": ratio, "target": target})
    for script, ref, targets in TIMED:
        if filters and not any(f in script or any(f in n for n in targets) for f in filters):
            continue
        g = timed_runs([GPA, script], repeat)
        r = timed_runs(ref + [script], repeat)
        for name, target in targets.items():
            ratio = g[name] / r[name]
            ok = "ok" if ratio <= target else "MISS"
            print(f"{name:42} {g[name]:9.1f} {r[name]:9.1f} {ratio:7.2f} {'<=' + str(target):>7} {ok}")
            rows.append({"workload": name, "gpa_ms": g[name], "ref_ms": r[name], "ratio": ratio, "target": target})
    if not filters or "gpu" in filters:
        gpu_table(repeat, rows)
    if jfile:
        with open(jfile, "w") as f:
            json.dump({"date": time.strftime("%Y-%m-%d"), "rows": rows}, f, indent=1)


if __name__ == "__main__":
    main()
