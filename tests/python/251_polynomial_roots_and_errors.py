# Roots of many series in every basis, and the errors for NaN/inf coefficients.
import numpy.polynomial as P
import numpy as np
for c in ([1, np.nan, 1], [1, np.inf, 1, 2]):
    try:
        print(P.polynomial.polyroots(c))
    except Exception as e:
        print(type(e).__name__, e)
print(np.round(P.polynomial.polyroots([1e-300, 1, 1e300]), 10))
print(P.polynomial.polyroots([0, 0, 0, 1]))
print(np.round(P.polynomial.polyroots([1, 0, 0, 0, 0, 0, 1e-8]), 6) + 0)
print(P.polynomial.polyroots([2, -3, 1, 0, 0]))
print(P.Polynomial([3, 2, 1]).roots())
print(P.Chebyshev([1, 2, 3, 4, 5]).roots())
print(P.Legendre([1, 2, 3, 4, 5]).roots())
print(P.Hermite([1, 2, 3, 4, 5]).roots())
print(P.HermiteE([1, 2, 3, 4, 5]).roots())
print(P.Laguerre([1, 2, 3, 4, 5]).roots())
print(P.polynomial.polyroots(np.array([1 + 2j, 3 - 1j, 1j])))
rng = np.random.default_rng(7)
for n in (5, 8, 12):
    r = np.sort(rng.uniform(-3, 3, n))
    print(np.round(P.polynomial.polyroots(P.polynomial.polyfromroots(r)).real, 6))
    print(np.round(P.chebyshev.chebroots(P.chebyshev.chebfromroots(r / 3)).real, 6))
    print(np.round(P.laguerre.lagroots(P.laguerre.lagfromroots(r + 3)).real, 4))
