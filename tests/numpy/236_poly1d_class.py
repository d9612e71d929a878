# np.poly1d is a class: isinstance/type, its properties and aliases, item assignment that
# grows the polynomial, the read-only coeffs, unhashability, and mixing with arrays.
import numpy as np

p = np.poly1d([3.0, 0.0, -2.0, 1.0])
print(type(p), isinstance(p, np.poly1d), type(p) is np.poly1d, type(p).__name__)
print(p.order, p.o, len(p), p.variable, p.c is p.coeffs, p.coef, p.coefficients)
print(np.round(p.r, 6), np.round(p.roots, 6))
q = np.poly1d(p, variable="z")
print(q, q.variable, q == p, q is p)
p[5] = 7
print(p, p.order, p.coeffs)
p[0] = -1.5
print(p[0], p[5], p[9], p[-1], list(p)[:3])
try:
    p[-2] = 1
except ValueError as e:
    print("ValueError", e)
try:
    p.coeffs = np.array([1.0])
except AttributeError as e:
    print("AttributeError", e)
c = p.coeffs
p.coeffs += 1
print(p.coeffs, c is p.coeffs)
try:
    hash(p)
except TypeError as e:
    print("TypeError", e)
r = np.poly1d([1, -1])
print(r * np.array([1, 2]), np.array([2, 0]) * r, r + np.array([1]), np.poly1d(np.array([0.0, 0.0])))
print(r / 2, 4 / np.poly1d([2.0]), r ** 0, r ** 3, -r, +r is r)
print(np.polyval(r, 3), np.polyval(r ** 2, np.array([1.0, 2.0])), np.asarray(r ** 2), np.array(r).dtype)
print(np.roots(r ** 2), np.polyder(r ** 3, 2), np.polyint(r), r.integ(2, 1), r.deriv())
print(p == 3, p != 3, r == np.poly1d([1, -1]), r != np.poly1d([1, -1]), [r] == [np.poly1d([1, -1])])
s = np.poly1d([1, 2, 3], r=True)
print(s, s.c.dtype, s(1), s(np.array([1, 2, 3, 4])))
print(repr(np.poly1d([1e-9, 2])), str(np.poly1d([-1, 0, 0])), np.poly1d([]).coeffs)
