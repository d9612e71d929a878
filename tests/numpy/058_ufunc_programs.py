# Small programs built from the ufuncs: their results flow through fused expressions,
# in-place updates with out=, and reductions.
import numpy as np

# polar coordinates and back
x = np.linspace(-2, 2, 9)
y = np.linspace(1, -3, 9)
r = np.hypot(x, y)
th = np.arctan2(y, x)
print(r, np.degrees(th))
print(np.subtract(r * np.cos(th), x).max() < 1e-12, np.abs(r * np.sin(th) - y).max() < 1e-12)

# numerically stable log-sum-exp and softmax via logaddexp
v = np.array([1000.0, 1001.0, 999.0, -50.0])
acc = np.array(-np.inf)
for e in v:
    acc = np.logaddexp(acc, e)
print(acc, np.exp(v - acc), np.exp(v - acc).sum())
print(np.logaddexp2(np.array([0.0, 10.0, -np.inf]), np.array([0.0, 10.0, 3.0])))

# reducing fractions with gcd/lcm
num = np.array([6, 10, -21, 0, 35])
den = np.array([8, 25, 14, 5, -49])
g = np.gcd(num, den)
print(num // g, den // g, np.lcm(den, 6))

# bit tricks with shifts and masks
n = np.arange(16)
bits = np.bitwise_and(np.right_shift(n.reshape(16, 1), np.arange(4)), 1)
print(bits.T)
print(np.left_shift(1, np.arange(10)), np.bitwise_xor(n, np.right_shift(n, 1)))
print(np.invert(np.array([0, 1, 255], np.uint8)), np.logical_not(n % 3))

# in-place iteration with out=: damped oscillator
pos = np.array([1.0, 0.5, -0.25])
vel = np.zeros(3)
for _ in range(50):
    np.subtract(vel, np.multiply(pos, 0.1), out=vel)
    np.multiply(vel, 0.98, out=vel)
    np.add(pos, vel, out=pos)
print(pos, vel)

# clipping by fmin/fmax, sign and copysign
w = np.array([-3.5, -0.2, 0.0, 0.7, 4.2, np.nan])
print(np.fmin(np.fmax(w, -1), 1), np.minimum(np.maximum(w, -1), 1))
print(np.sign(w) * np.sqrt(np.abs(w)), np.copysign(np.floor(np.abs(w)), w))
print(np.heaviside(w, 0.5).sum(), np.isnan(w).sum(), np.isfinite(w).all())

# float32 pipeline stays float32
f = np.linspace(0, 1, 5).astype(np.float32)
out = np.sqrt(np.square(f) + np.float32(1)) - np.cbrt(f)
print(out.dtype, out.tolist(), np.nextafter(f, np.float32(2)).dtype)

# complex roots of unity
k = np.arange(6)
roots = np.exp(2j * np.pi * k / 6)
print(np.rint(np.real(roots) * 1e6) / 1e6)
print(np.rint(np.angle(roots, deg=True)), np.absolute(np.power(roots, 6) - 1).max() < 1e-12)
print(np.real(np.sum(roots)) < 1e-12, np.conj(roots[1]) * roots[1])
