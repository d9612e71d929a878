# Every basis's arithmetic, evaluation and conversions printed to 17 digits on random series.
# Bitwise check: results printed with repr of Python floats (17 significant digits).
import numpy.polynomial as P
import numpy as np
rng = np.random.default_rng(42)
# np.convolve's edge terms go through BLAS ddot in NumPy (FMA on this machine), so
# results built on it are compared to 13 digits; everything else bit for bit.
CONV = ("polymul", "polypow", "chebpow", "chebmul", "Polynomialops", "polyfromroots",
        "chebfromroots", "Polynomialfromroots", "Chebyshevfromroots", "Polynomialconvert2",
        "Chebyshevconvert2", "Chebyshevops")
def show(tag, a):
    a = np.asarray(a)
    if tag in CONV:
        print(tag, ["%.13e" % v for v in a.ravel().tolist()])
    else:
        print(tag, repr(a.ravel().tolist()))
mods = [(P.polynomial, "poly"), (P.chebyshev, "cheb"), (P.legendre, "leg"),
        (P.hermite, "herm"), (P.hermite_e, "herme"), (P.laguerre, "lag")]
for trial in range(6):
    n1 = int(rng.integers(1, 9))
    n2 = int(rng.integers(1, 6))
    c1 = rng.normal(size=n1)
    c2 = rng.normal(size=n2)
    c2[-1] += 2.0
    x = rng.uniform(-1, 1, 5)
    for mod, pre in mods:
        g = lambda n: getattr(mod, pre + n)
        show(pre + "add", g("add")(c1, c2))
        show(pre + "sub", g("sub")(c1, c2))
        show(pre + "mul", g("mul")(c1, c2))
        show(pre + "mulx", g("mulx")(c1))
        q, r = g("div")(c1, c2)
        show(pre + "divq", q)
        show(pre + "divr", r)
        show(pre + "pow", g("pow")(c2, 3))
        show(pre + "val", g("val")(x, c1))
        show(pre + "der", g("der")(c1, 2, scl=1.5))
        show(pre + "int", g("int")(c1, 2, k=[0.5, -1], lbnd=0.25, scl=0.7))
        show(pre + "vander", g("vander")(x, 4))
        show(pre + "fromroots", g("fromroots")(x[:3]))
        show(pre + "companion", g("companion")(c2) if n2 > 1 else [])
        if pre != "poly":
            show(pre + "2poly", getattr(mod, pre + "2poly")(c1))
            show("poly2" + pre, getattr(mod, "poly2" + pre)(c1))
    for cls in (P.Polynomial, P.Chebyshev, P.Legendre, P.Hermite, P.HermiteE, P.Laguerre):
        p = cls(c1, domain=[-2, 3])
        qq = cls(c2, domain=[-2, 3])
        show(cls.__name__ + "call", p(x))
        show(cls.__name__ + "ops", np.concatenate([(p * qq).coef, (p - 2.5).coef, (p // qq).coef, (p % qq).coef]))
        show(cls.__name__ + "deriv", p.deriv(2).coef)
        show(cls.__name__ + "integ", p.integ(2, k=[1, 2], lbnd=0.5).coef)
        show(cls.__name__ + "convert", p.convert(kind=P.Polynomial).coef)
        show(cls.__name__ + "convert2", p.convert(domain=[0, 1]).coef)
        show(cls.__name__ + "fromroots", cls.fromroots(x[:3], domain=[-2, 3]).coef)
print(P.chebyshev.chebpts1(7).tolist(), P.chebyshev.chebpts2(7).tolist())
for g in (P.chebyshev.chebgauss, P.legendre.leggauss, P.hermite.hermgauss, P.hermite_e.hermegauss, P.laguerre.laggauss):
    xg, wg = g(6)
    print(np.round(xg, 12).tolist(), np.round(wg, 12).tolist())
