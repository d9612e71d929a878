# np.linalg solvers and decompositions: values NumPy's LAPACK and gpa's faer agree on
# (rounded; + 0.0 folds -0), decompositions checked by reconstruction where signs and
# orders are the library's choice, stacks of matrices, dtypes, and LinAlgError texts.
import numpy as np


def r(x, d=8):
    return np.round(x, d) + 0.0


a = np.array([[4.0, 1.0, 2.0], [1.0, 5.0, 3.0], [2.0, 3.0, 6.0]])
b = np.array([1.0, 2.0, 3.0])
print(r(np.linalg.inv(a)))
print(r(np.linalg.det(a)), [float(v) for v in np.linalg.slogdet(a)])
print(r(np.linalg.solve(a, b)), r(np.linalg.solve(a, np.eye(3))))
print(r(np.linalg.solve(np.stack([a, a.T * 2]), np.stack([b, b])[..., None])[..., 0]))
print(r(np.linalg.solve(np.stack([a, 2 * a]), np.eye(3))[1]))
print(r(np.linalg.cholesky(a)), r(np.linalg.cholesky(a, upper=True)))
q, rr = np.linalg.qr(a)
print(q.shape, rr.shape, np.allclose(q @ rr, a), np.allclose(q.T @ q, np.eye(3)), r(np.abs(np.diag(rr))))
m = np.arange(12.0).reshape(4, 3) + np.eye(4, 3)
q, rr = np.linalg.qr(m)
print(q.shape, rr.shape, np.allclose(q @ rr, m), np.allclose(np.triu(rr), rr))
q, rr = np.linalg.qr(m, mode="complete")
print(q.shape, rr.shape, np.allclose(q @ rr, m), np.linalg.qr(m, mode="r").shape)
u, s, vh = np.linalg.svd(a)
print(r(s), np.allclose(u @ np.diag(s) @ vh, a))
u, s, vh = np.linalg.svd(m, full_matrices=False)
print(u.shape, s.shape, vh.shape, np.allclose(u * s @ vh, m), np.allclose(vh @ vh.T, np.eye(3)))
u, s, vh = np.linalg.svd(m)
print(u.shape, s.shape, vh.shape, np.allclose(u[:, :3] * s @ vh, m), r(np.linalg.svd(m, compute_uv=False)))
print(r(np.linalg.svd(np.stack([a, m[:3]]), compute_uv=False)))
w, v = np.linalg.eigh(a)
print(r(w), np.allclose(a @ v, v * w), r(np.linalg.eigvalsh(a)), r(np.linalg.eigvalsh(np.triu(a), UPLO="U")))
print(r(np.linalg.eigvals(np.array([[2.0, 0.0], [0.0, 3.0]]))))
w = np.linalg.eigvals(np.array([[0.0, -1.0], [1.0, 0.0]]))
print(w.dtype, r(np.sort(w)))
w, v = np.linalg.eig(a)
print(w.dtype, r(np.sort(w)), np.allclose(a @ v, v * w))
nm = np.array([[1.0, 2.0], [-3.0, 1.0]])
w, v = np.linalg.eig(nm)
print(w.dtype, np.allclose(nm @ v, v * w), r(np.sort(w)))
print(r(np.linalg.pinv(m)), np.allclose(m @ np.linalg.pinv(m) @ m, m))
x, res, rank, sv = np.linalg.lstsq(m, np.array([1.0, 2.0, 3.0, 5.0]), rcond=None)
print(r(x), r(res), rank, r(sv))
x, res, rank, sv = np.linalg.lstsq(np.array([[1.0, 0], [1, 1], [1, 2]]), np.array([[1.0, 2], [2, 3], [2.5, 5]]), rcond=None)
print(r(x), r(res), rank)
x, res, rank, sv = np.linalg.lstsq(np.arange(12.0).reshape(4, 3), np.ones(4), rcond=None)
print(r(x), res.shape, rank)
print(np.linalg.matrix_rank(m), np.linalg.matrix_rank(np.arange(12.0).reshape(4, 3)), np.linalg.matrix_rank(np.eye(4)))
print(np.linalg.matrix_rank(np.ones(3)), np.linalg.matrix_rank(np.zeros(3)), np.linalg.matrix_rank(np.stack([np.eye(3), np.ones((3, 3))])))
print(r(np.linalg.cond(a)), r(np.linalg.cond(a, 2)), r(np.linalg.cond(a, -2)))
print(np.linalg.matrix_power(np.array([[1, 1], [1, 0]]), 10), r(np.linalg.matrix_power(a, -2)))
print(np.linalg.matrix_power(a, 0), np.linalg.matrix_power(np.array([[2, 0], [0, 3]], np.int32), 3).dtype)
print(np.tensordot(np.arange(24.0).reshape(2, 3, 4), np.arange(12.0).reshape(4, 3), axes=([1, 2], [1, 0])))
print(np.tensordot(np.arange(6.0).reshape(2, 3), np.arange(6.0).reshape(3, 2), axes=1))
print(np.tensordot(np.arange(6).reshape(2, 3), np.arange(6).reshape(2, 3)), np.tensordot(np.ones(3), np.ones(2), 0).shape)
st = np.stack([a, 2 * a])
print(r(np.linalg.det(st)), np.linalg.inv(st).shape, np.allclose(np.linalg.inv(st) @ st, np.eye(3)))
print(np.linalg.inv(a.astype(np.float32)).dtype, np.linalg.det(np.eye(2, dtype=np.int64)), np.linalg.svd(a.astype(np.float32))[1].dtype)
c = np.array([[2 + 1j, 1], [1, 3 - 1j]])
print(r(np.linalg.inv(c)), r(np.linalg.det(c)), np.linalg.slogdet(c)[0].dtype)
hc = np.array([[2.0, 1j], [-1j, 3.0]])
w, v = np.linalg.eigh(hc)
print(w.dtype, r(w), np.allclose(hc @ v, v * w), np.allclose(np.linalg.cholesky(hc) @ np.linalg.cholesky(hc).conj().T, hc))
print(np.allclose(np.linalg.inv(a[::-1, ::-1].T), np.linalg.inv(a[::-1, ::-1].T.copy())), r(np.linalg.det(np.zeros((0, 0)))))
for f in [lambda: np.linalg.inv(np.array([[1.0, 2], [2, 4]])), lambda: np.linalg.inv(np.ones((2, 3))),
          lambda: np.linalg.cholesky(np.array([[1.0, 2], [2, 1]])), lambda: np.linalg.det(np.ones(3)),
          lambda: np.linalg.solve(a, np.ones(4)), lambda: np.linalg.solve(a, np.ones((4, 2))),
          lambda: np.linalg.inv(np.ones((2, 2), np.float16)), lambda: np.linalg.solve(np.zeros((2, 2)), np.ones(2)),
          lambda: np.linalg.matrix_power(np.ones((2, 3)), 2), lambda: np.linalg.qr(a, mode="x"),
          lambda: np.tensordot(np.ones((2, 3)), np.ones((2, 3)), axes=1)]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
