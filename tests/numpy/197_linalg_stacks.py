# np.linalg over stacks, wide and complex matrices, row swaps and views: the cases that
# take the device path apart (cuSOLVER factors column-major copies; wide SVDs factor the
# transpose; determinants come from the LU diagonal and the pivots' parity).
import numpy as np


def r(x, d=6):
    return np.round(x, d) + 0.0


def ok(x, y):
    return bool(np.allclose(x, y, atol=1e-9))


a = np.array([[0.0, 2.0, 1.0], [3.0, 1.0, 4.0], [1.0, 5.0, 9.0]])
perm = np.array([[0.0, 1.0, 0.0], [1.0, 0.0, 0.0], [0.0, 0.0, 1.0]])
print(r(np.linalg.det(a)), r(np.linalg.det(perm)), r(np.linalg.det(perm @ a)))
print([float(r(v)) for v in np.linalg.slogdet(-a)], [float(v) for v in np.linalg.slogdet(np.ones((3, 3)))])
st = np.stack([a, perm, a.T, 2 * np.eye(3)]).reshape(2, 2, 3, 3)
print(r(np.linalg.det(st)))
s, l = np.linalg.slogdet(st)
print(r(s), r(l), s.shape)
print(ok(np.linalg.inv(st) @ st, np.eye(3)), np.linalg.inv(st).shape)
c = np.array([[1 + 2j, 2 - 1j, 0.5j], [3.0, 1j, 1 - 1j], [2j, 1.0, 4.0]])
s, l = np.linalg.slogdet(c)
print(r(s), r(l), r(np.linalg.det(c)), ok(np.linalg.inv(c) @ c, np.eye(3)))
bb = np.arange(12.0).reshape(4, 3)
x = np.linalg.solve(a, bb[:3].T)
print(r(x), ok(a @ x, bb[:3].T))
x = np.linalg.solve(st, np.arange(3.0))
print(x.shape, r(x[1, 0]))
x = np.linalg.solve(a[None], bb.T[None, :, :2])
print(x.shape, ok(a @ x[0], bb.T[:, :2]))
xc = np.linalg.solve(c, np.array([1.0, 1j, 2.0]))
print(r(xc), ok(c @ xc, np.array([1.0, 1j, 2.0])))
w = np.array([[1.0, 2.0, 3.0, 4.0, 5.0], [0.0, 1.0, 0.0, 1.0, 2.0], [2.0, 0.0, 1.0, 3.0, 1.0]])
for full in [True, False]:
    u, sv, vh = np.linalg.svd(w, full_matrices=full)
    k = 3
    print(u.shape, sv.shape, vh.shape, r(sv), ok((u[:, :k] * sv) @ vh[:k], w), ok(vh @ vh.T, np.eye(vh.shape[0])))
    u, sv, vh = np.linalg.svd(w.T, full_matrices=full)
    print(u.shape, vh.shape, ok((u[:, :k] * sv) @ vh[:k], w.T), ok(u.T @ u, np.eye(u.shape[1])))
u, sv, vh = np.linalg.svd(c[:, :2])
print(r(sv), ok((u[:, :2] * sv) @ vh, c[:, :2]), ok(u.conj().T @ u, np.eye(3)))
u, sv, vh = np.linalg.svd(c[:2])
print(r(sv), ok((u * sv) @ vh[:2], c[:2]), ok(vh @ vh.conj().T, np.eye(3)))
ws = np.stack([w, w[::-1], 2 * w])
u, sv, vh = np.linalg.svd(ws, full_matrices=False)
print(u.shape, sv.shape, vh.shape, r(sv[2] / sv[0]), ok(np.einsum("bij,bj,bjk->bik", u, sv, vh), ws))
print(r(np.linalg.svd(w[:, ::2], compute_uv=False)), r(np.linalg.svd(w.astype(np.float32), compute_uv=False)))
h = np.array([[4.0, 1.0, 2.0], [1.0, 5.0, 3.0], [2.0, 3.0, 6.0]])
hs = np.stack([h, h + 2 * np.eye(3)])
wv, v = np.linalg.eigh(hs)
print(r(wv), ok(hs @ v, v[:, None, :, :].squeeze(1) * wv[:, None, :]), ok(np.swapaxes(v, 1, 2) @ v, np.eye(3)))
print(r(np.linalg.eigvalsh(np.triu(hs), UPLO="U")), r(np.linalg.eigvalsh(np.tril(hs))))
hc = np.array([[3.0, 1 - 1j, 0.5j], [1 + 1j, 4.0, 2.0], [-0.5j, 2.0, 5.0]])
wv, v = np.linalg.eigh(hc)
print(wv.dtype, v.dtype, r(wv), ok(hc @ v, v * wv), ok(v.conj().T @ v, np.eye(3)))
wv, v = np.linalg.eigh(np.triu(hc), UPLO="U")
print(r(wv), ok(hc @ v, v * wv))
print(np.linalg.eigh(hc.astype(np.complex64))[0].dtype, np.linalg.eigh(h.astype(np.float32))[1].dtype)
L = np.linalg.cholesky(hc)
U = np.linalg.cholesky(hc, upper=True)
print(r(L), ok(L @ L.conj().T, hc), ok(U, L.conj().T), ok(np.triu(U), U))
Ls = np.linalg.cholesky(hs)
print(Ls.shape, ok(Ls @ np.swapaxes(Ls, 1, 2), hs), r(Ls[1]))
hv = np.stack([h, h])[:, ::-1, ::-1]
print(r(np.linalg.cholesky(hv)[0]), r(np.linalg.inv(hv[1])), r(np.linalg.det(hv)))
print(np.linalg.inv(h.astype(np.float32)).dtype, np.linalg.cholesky(hc.astype(np.complex64)).dtype, np.linalg.det(c.astype(np.complex64)).dtype)
print(np.linalg.solve(h.astype(np.float32), np.ones(3, np.float32)).dtype, np.linalg.slogdet(h.astype(np.float32))[1].dtype)
for f in [lambda: np.linalg.inv(np.stack([h, np.ones((3, 3))])), lambda: np.linalg.solve(np.stack([h, 0 * h]), np.ones(3)),
          lambda: np.linalg.cholesky(np.stack([h, -h])), lambda: np.linalg.cholesky(hc - 10 * np.eye(3))]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
print(np.linalg.inv(h).sum() > 0)
# QR of wide, complex and stacked matrices (R's diagonal up to sign; Q by its properties).
for mat in [w, w.T, c[:2], np.stack([w, 2 * w])]:
    for mode in ["reduced", "complete"]:
        q, rr = np.linalg.qr(mat, mode=mode)
        qh = np.swapaxes(q, -1, -2).conj()
        print(mode, q.shape, rr.shape, ok(q @ rr, mat), ok(qh @ q, np.eye(q.shape[-1])), ok(np.triu(rr), rr))
    print(r(np.abs(np.linalg.qr(mat, mode="r")[..., 0, :])))
print(np.linalg.qr(c.astype(np.complex64))[0].dtype, np.linalg.qr(w.astype(np.float32), mode="r").dtype)
# pinv, matrix_rank, cond and lstsq, built on the SVD.
p = np.linalg.pinv(w)
print(r(p), ok(w @ p @ w, w), np.linalg.pinv(c[:2]).shape, ok(c[:2] @ np.linalg.pinv(c[:2]) @ c[:2], c[:2]))
print(r(np.linalg.pinv(np.stack([h, np.ones((3, 3))]))[1]), r(np.linalg.pinv(np.ones((2, 3)), rcond=1e-3)))
print(np.linalg.matrix_rank(w), np.linalg.matrix_rank(np.stack([h, np.ones((3, 3)), np.zeros((3, 3))])), np.linalg.matrix_rank(w, tol=1.0))
print(np.linalg.matrix_rank(np.outer(np.arange(4.0), np.arange(5.0))), np.linalg.matrix_rank(c))
print(r(np.linalg.cond(w)), r(np.linalg.cond(np.stack([h, 2 * h + np.eye(3)]))), r(np.linalg.cond(c, -2)))
x, res, rank, sv = np.linalg.lstsq(c, np.array([1.0, 2j, 3.0]), rcond=None)
print(r(x), res.shape, rank, r(sv))
x, res, rank, sv = np.linalg.lstsq(w.T, np.arange(10.0).reshape(5, 2), rcond=None)
print(r(x), r(res), rank, res.dtype)
x, res, rank, sv = np.linalg.lstsq(np.outer(np.arange(4.0), np.ones(2)), np.arange(4.0), rcond=None)
print(r(x), res.shape, rank)
x, res, rank, sv = np.linalg.lstsq(w.T.astype(np.float32), np.ones(5, np.float32), rcond=None)
print(x.dtype, res.dtype, sv.dtype, rank)
# eig of general matrices: real ones with complex pairs (unpacked eigenvectors), all-real
# spectra (real results), complex input, stacks; eigenvalues sorted, vectors by A v = v w.
rot = np.array([[0.0, -2.0, 0.0], [2.0, 0.0, 0.0], [0.0, 0.0, 3.0]])
gen = np.array([[4.0, 1.0, 2.0], [0.5, 3.0, 1.0], [1.0, 2.0, 5.0]])
for mat in [rot, gen, np.stack([rot, gen, rot.T]), c, np.stack([gen, 2 * gen])]:
    wv, v = np.linalg.eig(mat)
    ev = np.linalg.eigvals(mat)
    print(wv.dtype, v.dtype, wv.shape, r(np.sort(ev.reshape(-1, 3), axis=-1)), ok(mat @ v, v * wv[..., None, :]),
          ok(np.linalg.norm(v, axis=-2), 1.0))
print(np.linalg.eig(rot.astype(np.float32))[1].dtype, np.linalg.eigvals(gen.astype(np.float32)).dtype, np.linalg.eigvals(c.astype(np.complex64)).dtype)
