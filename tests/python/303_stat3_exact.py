# Differential test: exact sums with Fraction and Decimal data, type coercion, float
# results to the last digit.
import statistics as S
import random
from fractions import Fraction as F
from decimal import Decimal as D, getcontext


def show(label, f, *a, **k):
    try:
        r = f(*a, **k)
        print(label, "->", type(r).__name__, repr(r))
    except Exception as e:
        # CPython's C Decimal is named decimal.Decimal in messages; gpa's is Decimal.
        print(label, "-> EXC", type(e).__name__, str(e).replace("decimal.Decimal", "Decimal"))


FUNCS = ("mean", "median", "median_low", "median_high", "mode", "variance", "pvariance",
         "stdev", "pstdev", "harmonic_mean", "geometric_mean", "fmean")
data = {
    "F": [F(1, 3), F(2, 3)],
    "F4": [F(3, 7), F(1, 21), F(5, 3), F(1, 3)],
    "F_int": [F(1, 2), 2, 3, F(7, 4)],
    "F_float": [F(1, 3), 0.5, 0.25],
    "D": [D("1.1"), D("2.2")],
    "D4": [D("0.5"), D("0.75"), D("0.625"), D("0.375")],
    "D_int": [D("1.5"), 2, 3],
    "Dvar": [D("27.5"), D("30.25"), D("30.25"), D("34.5"), D("41.75")],
    "Dthird": [D("1"), D("2"), D("2")],
    "D_float": [D("1.1"), 2.5],
    "Fone": [F(5, 7)],
    "Done": [D("3.25")],
    "Dneg": [D("-1.5"), D("2.5"), D("-0.25")],
    "Fneg": [F(-1, 2), F(5, 2), F(-1, 4)],
    "Fbig": [F(10**30 + 1, 3), F(10**30, 7), F(1, 10**30)],
    "Dexp": [D("1E+5"), D("2.5E+5"), D("7E+4")],
    "Dnan": [D("NaN"), D("1")],
    "Dinf": [D("Infinity"), D("1")],
    "Fzero": [F(0), F(1, 2)],
    "Dzero": [D(0), D("0.5")],
}
for name, d in data.items():
    for fn in FUNCS:
        show(f"{fn}({name})", getattr(S, fn), d)
    show(f"quantiles({name})", S.quantiles, d)

show("variance F xbar", S.variance, [F(1, 2), F(3, 2), F(5, 2)], F(3, 2))
show("pvariance D mu", S.pvariance, [D("1.5"), D("2.5")], D("2"))
show("stdev D xbar", S.stdev, [D("1.5"), D("2.5"), D("4")], D("2.5"))
show("harmonic F weights", S.harmonic_mean, [F(1, 2), F(1, 3)], weights=[F(1, 2), 1])
show("harmonic D weights", S.harmonic_mean, [D("2.5"), D("4")], weights=[1, 3])
show("mean F_D", S.mean, [F(1, 2), F(3, 2)] + [D("1.5")] * 0)
show("fmean F_D", S.fmean, [F(1, 2), D("1.5")])
show("fmean F weights", S.fmean, [F(1, 2), F(1, 3)], [F(1, 3), 2])
show("fmean F big", S.fmean, [F(9007199254740992, 81314993271967289)])
show("mean bool", S.mean, [True, True, False])
show("mean ints whole", S.mean, [1, 2, 3, 6])
show("mean ints frac", S.mean, [1, 2, 3, 5])
show("variance ints", S.variance, [1, 2, 3, 4, 5])
show("variance ints frac", S.variance, [1, 2, 4])
show("pvariance ints", S.pvariance, [1, 2, 3, 4])
show("stdev ints", S.stdev, [2, 4, 4, 4, 5, 5, 7, 9])
show("pstdev ints", S.pstdev, [2, 4, 4, 4, 5, 5, 7, 9])


class MyFloat(float):
    def __repr__(self):
        return "MyFloat(" + float.__repr__(self) + ")"


show("mean MyFloat", S.mean, [MyFloat(1.5), MyFloat(2.0)])
show("mean MyFloat+int", S.mean, [MyFloat(1.5), 3])
show("variance MyFloat", S.variance, [MyFloat(1.5), MyFloat(2.0), 4])

# decimal context precision changes the Decimal result
getcontext().prec = 6
show("mean D prec6", S.mean, [D("1"), D("2"), D("2")])
show("variance D prec6", S.variance, [D("1"), D("2"), D("2"), D("7")])
show("stdev D prec6", S.stdev, [D("1"), D("2"), D("2"), D("7")])
getcontext().prec = 28

# floats whose fsum-then-divide result is off by one ulp from the exact mean
rng = random.Random(99)
diffs = 0
for trial in range(300):
    n = rng.choice([3, 6, 7, 9, 11, 12, 13, 49, 100])
    d = [rng.uniform(0, 1) * 10 ** rng.randrange(-3, 4) for _ in range(n)]
    m = S.mean(d)
    v = S.variance(d)
    s = S.pstdev(d)
    h = S.harmonic_mean(d)
    print(trial, m.hex(), v.hex(), s.hex(), h.hex())
# huge/small values: exactness, overflow of intermediate sums
show("mean huge", S.mean, [1e308, 1e308, -1e308])
show("mean subnormal", S.mean, [5e-324, 5e-324, 5e-324])
show("mean tiny", S.mean, [3e-320, 7e-321])
show("variance huge", S.variance, [1e200, -1e200, 3e199])
show("stdev tiny", S.stdev, [1e-310, 3e-310, 2e-311])
show("mean cancel", S.mean, [1e50, 1, -1e50] * 1000)
show("fmean cancel", S.fmean, [1e50, 1, -1e50] * 1000)
show("mean big ints", S.mean, [10**30 + 1, 10**30 + 2])
show("mean big ints2", S.mean, [3**80, 5**50, 7])
show("variance big ints", S.variance, [3**80, 5**50, 7])
show("stdev big ints", S.stdev, [3**80, 5**50, 7])
