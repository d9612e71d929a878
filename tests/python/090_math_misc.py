import math
vals = [0.0, 1.5, -2.0, math.inf, -math.inf, math.nan, 1e308, 5e-324]
for v in vals:
    print(v, math.isnan(v), math.isinf(v), math.isfinite(v))
print(math.isclose(0.1 + 0.2, 0.3), math.isclose(1.0, 1.1), math.isclose(1.0, 1.09, rel_tol=0.1))
print(math.isclose(0.0, 1e-12), math.isclose(0.0, 1e-12, abs_tol=1e-9), math.isclose(math.inf, math.inf))
print(math.isclose(100, 101, rel_tol=0.01), math.isclose(100, 102, rel_tol=0.01))
print(math.pi, math.e, math.tau, math.inf, -math.inf, math.nan)
print(math.tau / 2 == math.pi, math.pi * 2 == math.tau, math.inf > 1e308, math.nan != math.nan)
print(round(math.pi, 4), round(math.e, 4), "%.10f" % math.pi, f"{math.tau:.3f}")
print(str(math.pi), repr(math.e), [math.pi, math.inf])
print(math.cos(math.pi), math.sin(math.tau), math.log(math.e ** 2))
print(math.hypot(3, 4, 12), math.hypot(-3, 4))
