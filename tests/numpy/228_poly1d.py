# np.poly1d: evaluation, attributes, arithmetic with polynomials and numbers, printing
# (NumPy's superscript layout, wrapped at 70 columns), and the poly* functions' poly1d results.
import numpy as np

p = np.poly1d([1, 2, 3])
print(repr(p))
print(p)
print(p(0.5), p([1, 2]), p.order, p.coeffs, p.roots, len(p), p[0], p[2], p[5])
q = np.poly1d([1.5, -2.0, 0.0, 0.25], variable="t")
print(q)
print(repr(q), q.variable)
print(p + q)
print(p * q)
print(p - 1, 2 * p, p * 2, p / 2, -p, p ** 3, 1 - p)
print(p == np.poly1d([1, 2, 3]), p != q, p == 3)
print(p.deriv(), p.integ(), p.integ(2, 1), p.deriv(2))
print(np.polyadd(p, [1, 1]), np.polyder(p), np.polymul([1, 1], p))
qq, rr = np.polydiv(p, np.poly1d([1, 1]))
print(repr(qq), repr(rr))
x = np.array([0.0, 1.0, 2.0, 3.0])
y = 2 * x ** 2 - 3 * x + 1
f = np.poly1d(np.polyfit(x, y, 2))
print(f)
print(np.round(f(x), 6) + 0.0, np.round(f.coeffs, 6) + 0.0)
print(np.poly1d([1, -3, 2], r=False).roots, np.poly1d([1, 2], r=True))
print(np.poly1d([0, 0, 0]), repr(np.poly1d([0, 0, 5])), np.poly1d([1j, 2]), np.poly1d([1 + 2j, 0, -1]))
print(list(p), np.asarray(p), p(np.poly1d([1, 0])))
big = np.poly1d(np.arange(1, 16))
print(big)
print(np.poly1d([2.123456, -0.5, 1e-5, 3.0]))
try:
    p ** -1
except ValueError as e:
    print("ValueError", e)
try:
    np.poly1d([[1, 2], [3, 4]])
except ValueError as e:
    print("ValueError", e)
