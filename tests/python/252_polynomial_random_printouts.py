# Forty randomised printouts (unicode, ascii, LaTeX) under varying line widths and precisions.
import numpy.polynomial as P
import numpy as np
rng = np.random.default_rng(11)
classes = [P.Polynomial, P.Chebyshev, P.Legendre, P.Hermite, P.HermiteE, P.Laguerre]
for trial in range(40):
    cls = classes[trial % 6]
    n = int(rng.integers(1, 16))
    coef = rng.normal(size=n) * 10.0 ** rng.integers(-10, 10, size=n)
    if trial % 5 == 0:
        coef = np.round(coef, 2)
    lo = float(rng.integers(-5, 3))
    dom = [lo, lo + float(rng.integers(1, 6))]
    win = [0.0, 1.0] if trial % 3 == 0 else None
    p = cls(coef, domain=dom, window=win, symbol="xyz"[trial % 3])
    lw = int(rng.integers(20, 120))
    np.set_printoptions(linewidth=lw, precision=int(rng.integers(3, 10)))
    print(lw)
    print(p)
    print(format(p, "ascii"))
    print(repr(p))
    print(p._repr_latex_())
np.set_printoptions(linewidth=75, precision=8)
