import math
def newton_sqrt(x, tol=1e-15):
    g = x / 2 if x > 1 else 1.0
    it = 0
    while abs(g * g - x) > tol * x and it < 100:
        g = (g + x / g) / 2
        it += 1
    return g, it
for x in [2, 10, 0.5, 1e6, 12345.678]:
    g, it = newton_sqrt(x)
    print(x, g, it, math.sqrt(x), abs(g - math.sqrt(x)) < 1e-9)
pi_est = 0.0
for k in range(1000):
    pi_est += (-1) ** k / (2 * k + 1)
print(4 * pi_est, abs(4 * pi_est - math.pi))
e_est = 0.0
term = 1.0
for k in range(1, 20):
    e_est += term
    term /= k
print(e_est, e_est == math.e, abs(e_est - math.e) < 1e-12)
def bisect_root(f, lo, hi):
    for _ in range(60):
        mid = (lo + hi) / 2
        if f(lo) * f(mid) <= 0:
            hi = mid
        else:
            lo = mid
    return (lo + hi) / 2
print(bisect_root(lambda x: x ** 3 - 2 * x - 5, 2, 3))
print(bisect_root(math.cos, 0, 3), math.pi / 2)
def trapezoid(f, a, b, n):
    h = (b - a) / n
    s = (f(a) + f(b)) / 2
    for i in range(1, n):
        s += f(a + i * h)
    return s * h
print(trapezoid(lambda x: x * x, 0, 1, 100), trapezoid(math.sin, 0, math.pi, 1000))
x = 0.0
steps = 0
while x < 1.0:
    x += 0.1
    steps += 1
print(steps, x)
fact = 1
n = 1
while fact < 10 ** 15:
    n += 1
    fact *= n
print(n, fact)
h = 0.0
for i in range(1, 11):
    h += 1 / i
    print(i, h, "%.6f" % h)
