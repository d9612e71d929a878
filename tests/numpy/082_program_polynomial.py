import numpy as np

def horner(coeffs, x):
    acc = np.zeros_like(x)
    for c in coeffs:
        acc = acc * x + c
    return acc

def power_sum(coeffs, x):
    n = len(coeffs)
    total = np.zeros_like(x)
    for k, c in enumerate(coeffs):
        total = total + c * x ** (n - 1 - k)
    return total

coeffs = [2.0, -3.0, 0.5, 1.0]
x = np.linspace(-2, 2, 9)
h = horner(coeffs, x)
p = power_sum(coeffs, x)
print(h)
print(repr(np.abs(h - p).max()))
xi = np.arange(-3, 4)
print(repr(horner([1, 0, -2, 3], xi)), horner([1, 0, -2, 3], xi).dtype)
x32 = x.astype(np.float32)
print(repr(horner(coeffs, x32)))
# derivative coefficients and a Newton step for the root near 1.5
dcoeffs = [c * (len(coeffs) - 1 - k) for k, c in enumerate(coeffs[:-1])]
print(dcoeffs)
r = np.array([1.5, -0.5, 0.3])
for it in range(6):
    r = r - horner(coeffs, r) / horner(dcoeffs, r)
print(r)
print(repr(np.abs(horner(coeffs, r)) < 1e-12))
# evaluate on a grid of complex points
z = np.array([1j, -1j, 1 + 1j])
print(repr(horner([1.0, 0.0, 1.0], z)))
# Chebyshev polynomials via the recurrence T_{n+1} = 2x T_n - T_{n-1}
t = np.linspace(-1, 1, 5)
T = [np.ones_like(t), t]
for n in range(2, 6):
    T.append(2 * t * T[-1] - T[-2])
for n, Tn in enumerate(T):
    print(n, Tn)
print(repr(np.abs(T[5] - np.cos(5 * np.arccos(t))).max() < 1e-12))
grid = np.linspace(0, 1, 4).reshape(4, 1) + np.linspace(0, 1, 3)
print(horner([1.0, -1.0, 0.25], grid))
