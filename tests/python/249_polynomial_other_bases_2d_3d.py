# The Chebyshev, Legendre, Hermite, HermiteE and Laguerre functions, 2-d and 3-d evaluation and Vandermonde matrices.
import numpy.polynomial as P
import numpy as np
rng = np.random.default_rng(5)
c2 = rng.normal(size=(3, 2))
c3 = rng.normal(size=(2, 3, 2))
x = rng.uniform(-1, 1, 4)
y = rng.uniform(-1, 1, 4)
z = rng.uniform(-1, 1, 4)
for mod, pre in [(P.polynomial, "poly"), (P.chebyshev, "cheb"), (P.legendre, "leg"),
                 (P.hermite, "herm"), (P.hermite_e, "herme"), (P.laguerre, "lag")]:
    g = lambda n: getattr(mod, pre + n)
    print(pre)
    print(g("val2d")(x, y, c2))
    print(g("val3d")(x, y, z, c3))
    print(g("grid2d")(x[:2], y[:3], c2))
    print(g("grid3d")(x[:2], y[:3], z[:2], c3))
    v = g("vander2d")(x, y, [2, 1])
    print(v.shape, np.allclose(v @ c2.ravel(), g("val2d")(x, y, c2)))
    v3 = g("vander3d")(x, y, z, [1, 2, 1])
    print(v3.shape, np.allclose(v3 @ c3.ravel(), g("val3d")(x, y, z, c3)))
    print(g("vander")(np.array([[0.1, 0.2], [0.3, 0.4]]), 2))
    print(g("val")(x, c2))
    print(g("val")(x[:2], c2, tensor=False))
    print(g("der")(c3, 1, 2.0, 1))
    print(g("int")(c3, 2, [1, 2], 0.5, 2.0, -1))
print(P.polynomial.polyvalfromroots(np.array([1.0, 2.0]), np.array([[1.0, 2.0], [3.0, 4.0]]), tensor=False))
