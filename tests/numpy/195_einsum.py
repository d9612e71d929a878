# np.einsum: explicit and implicit outputs, traces and diagonals (repeated labels), sums,
# transposes, outer/inner/matrix products, batches, ellipses (broadcasting), three
# operands, dtypes, views, and NumPy's errors.
import numpy as np

a = np.arange(12.0).reshape(3, 4)
b = np.arange(20.0).reshape(4, 5)
sq = np.arange(9).reshape(3, 3)
v = np.arange(4.0)
print(np.einsum("ij,jk->ik", a, b))
print(np.einsum("ij,jk", a, b), np.einsum("ij,kj->ik", a, b.T))
print(np.einsum("ii", sq), np.einsum("ii->i", sq), np.einsum("ij->ji", a))
print(np.einsum("ij->", a), np.einsum("ij->j", a), np.einsum("ij->i", a), np.einsum("ij", a).shape)
print(np.einsum("i,i", v, v), np.einsum("i,j->ij", v, v[:3]), np.einsum("i,i->i", v, v))
print(np.einsum("ji", a).shape, np.einsum("ba", a).shape, np.einsum("ij,j->i", a, v))
x = np.arange(24.0).reshape(2, 3, 4)
y = np.arange(40.0).reshape(2, 4, 5)
print(np.einsum("bij,bjk->bik", x, y))
print(np.einsum("...ij,...jk->...ik", x, y).shape, np.einsum("...ij,jk", x, b).shape)
print(np.einsum("bij->b", x), np.einsum("...i->...", x), np.einsum("i...->...", x).shape)
print(np.einsum("ij,jk,kl->il", a, b, np.ones((5, 2))))
print(np.einsum("ij,ij->ij", a, a)[1], np.einsum("ij,ij->", a, a), np.einsum("ijk,ijk->k", x, x))
print(np.einsum("iij->ij", np.arange(18).reshape(3, 3, 2)))
print(np.einsum("ij,jk->ik", sq, sq).dtype, np.einsum("i,i", np.arange(3), np.arange(3.0)).dtype)
c = np.array([1 + 2j, 3 - 1j])
print(np.einsum("i,i", c, c), np.einsum("i,j->ij", c, c.conj()))
print(np.einsum("ij->ij", a[::2, ::-1]), np.einsum("ij,jk->ik", a.T[1:], a[:, :2]))
print(np.einsum("i,i", sq[0], sq[1], dtype=np.float64), np.einsum("...,...", 3.0, v))
for f in [lambda: np.einsum("ij,jk->ik", a), lambda: np.einsum("ij->ik", a), lambda: np.einsum("ijk", a),
          lambda: np.einsum("ij,jk->ik", a, a), lambda: np.einsum("ij->ii", a), lambda: np.einsum("i", a),
          lambda: np.einsum("i,i", v, v, dtype=np.float32)]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, str(e).split(" [")[0].split(":")[0])
