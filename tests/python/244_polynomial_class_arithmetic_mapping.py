# The Polynomial class: arithmetic with scalars and series, comparisons, domain/window mapping, convert.
import numpy.polynomial as P
import numpy as np
Poly = P.Polynomial
p = Poly([1, 2, 3])
print(p.coef, p.domain, p.window, p.symbol)
print(p)
print(repr(p))
q = Poly([1, 2, 3], domain=[0, 3])
print(q)
print(repr(q))
print(Poly([4.75, 6.0, 3.0], domain=[0, 3]))
print(Poly([1, -2, 0, 4.5], window=[0, 1]))
print(Poly([1, 2, 3], domain=[-1, 3], window=[-1, 1]))
print(Poly([1, 2, 3], domain=[0, 2], window=[0, 1]))
print(Poly([1, 2, 3], domain=[1, 3], window=[0, 2]))
print(Poly([1, 2, 3], symbol='t'))
print(repr(Poly([1, 2, 3], symbol='t')))
print(Poly([1e-10, 2e9, -3.5, 0.0, 1.0/3]))
print(Poly([np.nan, np.inf, -np.inf]))
print(Poly([1 + 2j, 3 - 1j]))
print(repr(Poly([1 + 2j, 3 - 1j])))
print(Poly(np.arange(30.0)))
print(Poly(np.arange(30.0) * 1.123456))
print(Poly(-np.arange(12.0) * 1000.125, domain=[0, 7]))
print(p(2.0), p(np.array([1., 2.])), q(1.5), q([0, 1, 2, 3]))
print(repr(p(2.0)), repr(q(3)))
print(p + 1, 1 + p, p - 1, 1 - p, p * 2, 2 * p, -p, +p)
print(p + p, p - p, p * p)
print(p + [1, 1], [1, 1] - p)
print(p // 2, p / 2, p % Poly([1, 1]), p // Poly([1, 1]))
d = divmod(p, Poly([1, 1]))
print(d[0], d[1])
print(divmod(p, 2)[0])
print(p ** 2, p ** 0, p ** 1)
print(5 // Poly([2]), 5 % Poly([2]))
print(p == Poly([1, 2, 3]), p == Poly([1, 2, 3.0001]), p != p, p == q, p == 1)
print(p == Poly([1, 2, 3], symbol='y'))
print(p.deriv(), p.deriv(2), p.integ(), p.integ(2, k=[1, 2]), p.integ(lbnd=1))
print(q.deriv(), q.integ(), q.integ(lbnd=1, k=3))
print(p.roots(), q.roots())
print(Poly([-6, 11, -6, 1]).roots())
print(Poly([-6, 11, -6, 1], domain=[0, 4]).roots())
print(p.degree(), p.cutdeg(1), p.trim(), Poly([1, 2, 0, 1e-9]).trim(1e-6), p.truncate(2))
print(p.copy(), p.copy() is p, len(p), list(p))
print(q.mapparms(), p.mapparms())
x, y = q.linspace(5)
print(x, y)
x, y = p.linspace(3, domain=[0, 1])
print(x, y)
print(q.convert())
print(repr(q.convert()))
print(repr(q.convert(domain=[0, 1])))
print(repr(p.convert(domain=[0, 3])))
print(repr(Poly.identity()), repr(Poly.identity([0, 2])))
print(repr(Poly.basis(3)), repr(Poly.basis(2, domain=[0, 1])))
print(repr(Poly.fromroots([1, 2, 3])))
print(repr(Poly.fromroots([1, 2, 3], domain=[0, 4])))
print(repr(Poly.fromroots([1, 2, 3], domain=None)))
print(repr(Poly.cast(q)))
print(p(q))
print(repr(p(Poly([0, 1]))))
print(p.has_samecoef(q), p.has_samedomain(q), p.has_samewindow(q), p.has_sametype(q))
print(np.float64(2.0) * p, np.float64(2.0) + p, np.int64(3) - p)
print(p * np.float64(2.0))
try:
    p + q
except TypeError as e:
    print("TypeError", e)
try:
    p + Poly([1], symbol='y')
except ValueError as e:
    print("ValueError", e)
try:
    p / p
except TypeError as e:
    print("TypeError")
try:
    2 / p
except TypeError as e:
    print("TypeError", e)
try:
    p // Poly([0])
except ZeroDivisionError:
    print("ZeroDivisionError")
try:
    Poly([1, 2], domain=[1, 2, 3])
except ValueError as e:
    print("ValueError", e)
try:
    Poly([1, 2], symbol='1x')
except ValueError as e:
    print("ValueError", e)
try:
    Poly([1, 2], symbol=3)
except TypeError as e:
    print("TypeError", e)
try:
    p ** 101
except ValueError as e:
    print("ValueError", e)
try:
    p.truncate(0)
except ValueError as e:
    print("ValueError", e)
try:
    hash(p)
except TypeError as e:
    print("TypeError", e)
try:
    p.symbol = 'z'
except AttributeError:
    print("AttributeError")
