# Differential test: statistics averages, spread, errors (floats, ints, mixed).
import statistics as S
import random
from fractions import Fraction as F


def show(label, f, *a, **k):
    try:
        r = f(*a, **k)
        print(label, "->", type(r).__name__, repr(r))
    except Exception as e:
        print(label, "-> EXC", type(e).__name__, e)


rng = random.Random(1234)
datasets = {
    "ints": [1, 2, 2, 3, 4, 7, 9],
    "ints_even": [1, 3, 5, 7],
    "floats": [2.5, 3.25, 5.5, 11.25, 11.75],
    "tenths": [0.1] * 10 + [0.2, 0.3],
    "mixed": [1, 2.5, 3, 4.75],
    "bools": [True, False, True],
    "big": [1e16, 1.0, -1e16, 3.0],
    "tiny": [1e-300, 3e-300, 2.5e-300],
    "neg": [-1.5, -2.25, 3.0, 0.0],
    "one": [42],
    "onef": [4.2],
    "two": [1, 2],
    "rand": [rng.random() * 100 for _ in range(200)],
    "randg": [rng.gauss(50, 10) for _ in range(301)],
    "randi": [rng.randrange(-1000, 1000) for _ in range(99)],
    "large_ints": [10**20 + 1, 10**20 + 2, 10**20 + 4],
    "empty": [],
}
for name, d in datasets.items():
    for fn in ("mean", "fmean", "median", "median_low", "median_high", "median_grouped",
               "mode", "multimode", "variance", "pvariance", "stdev", "pstdev",
               "harmonic_mean", "geometric_mean"):
        show(f"{fn}({name})", getattr(S, fn), d)
    show(f"quantiles({name})", S.quantiles, d)
    show(f"quantiles10inc({name})", S.quantiles, d, n=10, method="inclusive")

# many random float means and variances checked to the last digit
for trial in range(40):
    n = rng.randrange(2, 60)
    d = [rng.uniform(-1e3, 1e3) * 10 ** rng.randrange(-5, 5) for _ in range(n)]
    print(trial, S.mean(d), S.variance(d), S.stdev(d), S.pvariance(d), S.pstdev(d),
          S.harmonic_mean([abs(x) for x in d]), S.fmean(d), S.median(d))

# with a given centre
show("variance xbar", S.variance, [1, 2, 3, 4], 2)
show("variance xbar float", S.variance, [1.5, 2.5, 3.5], 2.5)
show("pvariance mu", S.pvariance, [1.0, 2.0, 3.0, 4.0], 2.5)
show("stdev xbar", S.stdev, [1.0, 2.0, 4.0], 2.0)
show("pstdev mu F", S.pstdev, [1, 2, 4], F(7, 3))
show("variance iter", S.variance, iter([1, 2, 3, 4]))
show("mean gen", S.mean, (x * 0.5 for x in range(7)))
show("fmean weights", S.fmean, [1, 2, 3], [0.25, 0.25, 0.5])
show("fmean bad weights", S.fmean, [1, 2, 3], [1, 1])
show("fmean zero weights", S.fmean, [1, 2, 3], [0, 0, 0])
show("fmean empty", S.fmean, [])
show("harmonic weights", S.harmonic_mean, [40, 60], weights=[5, 30])
show("harmonic zero", S.harmonic_mean, [1, 0, 2])
show("harmonic neg", S.harmonic_mean, [1, -2])
show("harmonic one neg", S.harmonic_mean, [-1])
show("harmonic str", S.harmonic_mean, ["a"])
show("harmonic wlen", S.harmonic_mean, [1, 2], weights=[1])
show("harmonic wneg", S.harmonic_mean, [1, 2], weights=[1, -1])
show("harmonic wzero", S.harmonic_mean, [1, 2], weights=[0, 0])
show("geometric zero", S.geometric_mean, [0, 1])
show("geometric neg", S.geometric_mean, [-1, 4])
show("mean str", S.mean, ["a", "b"])
show("mean mixed str", S.mean, [1, "b"])
show("mean inf", S.mean, [float("inf"), 1])
show("mean nan", S.mean, [float("nan"), 1])
show("variance nan", S.variance, [float("nan"), 1.0])
show("variance inf", S.variance, [float("inf"), 1.0, 2.0])
show("variance one", S.variance, [1])
show("stdev one", S.stdev, [1.0])
show("pvariance empty", S.pvariance, [])
show("pstdev empty", S.pstdev, [])
show("pstdev one", S.pstdev, [1.0])
show("mode empty", S.mode, [])
show("mode str", S.mode, "aabbbc")
show("multimode", S.multimode, "aabbcc")
show("median_grouped", S.median_grouped, [1, 2, 2, 3, 4, 4, 4, 4, 4, 5])
show("median_grouped interval", S.median_grouped, [52, 52, 53, 54], interval=2)
show("median_grouped ages", S.median_grouped, [25] * 172 + [35] * 484 + [45] * 387 + [55] * 22 + [65] * 6, interval=10)
show("median_grouped F", S.median_grouped, [F(1, 2), F(3, 2), F(3, 2)])
show("median_grouped str", S.median_grouped, ["a"])
show("median_grouped empty", S.median_grouped, [])
show("quantiles n=1", S.quantiles, [1, 2, 3], n=1)
show("quantiles n=0", S.quantiles, [1, 2, 3], n=0)
show("quantiles bad method", S.quantiles, [1, 2, 3], method="x")
show("quantiles one", S.quantiles, [1])

# relations
x = [1, 2, 3, 4, 5, 6, 7, 8, 9]
y = [1, 2, 3, 1, 2, 3, 1, 2, 3]
show("covariance", S.covariance, x, y)
show("correlation", S.correlation, x, y)
show("linear_regression", S.linear_regression, x, y)
show("linear_regression prop", S.linear_regression, x, y, proportional=True)
lr = S.linear_regression([1, 2, 3], [2.0, 4.1, 5.9])
print(lr.slope, lr.intercept, tuple(lr), lr[0], type(lr).__name__)
slope, intercept = lr
print(slope, intercept)
show("covariance len", S.covariance, [1, 2], [1])
show("covariance short", S.covariance, [1], [1])
show("correlation const", S.correlation, [1, 1, 1], [1, 2, 3])
show("correlation len", S.correlation, [1, 2, 3], [1, 2])
show("correlation short", S.correlation, [1], [2])
show("linreg const", S.linear_regression, [2, 2, 2], [1, 2, 3])
show("linreg len", S.linear_regression, [1, 2], [1])
show("linreg short", S.linear_regression, [1], [1])
xs = [rng.gauss(0, 1) for _ in range(50)]
ys = [2 * v + rng.gauss(0, 0.5) for v in xs]
show("correlation rand", S.correlation, xs, ys)
show("covariance rand", S.covariance, xs, ys)
show("linreg rand", S.linear_regression, xs, ys)
show("linreg rand prop", S.linear_regression, xs, ys, proportional=True)
print(issubclass(S.StatisticsError, ValueError))
try:
    S.mean([])
except ValueError as e:
    print("caught as ValueError:", e)
