# NumPy 2's named results of np.linalg: fields as attributes, and still tuples (indexing,
# unpacking, len, iteration, ==, isinstance); repr names the fields.
import numpy as np

a = np.array([[4.0, 0.0], [0.0, 9.0]])
r = np.linalg.eigh(a)
print(r)
print(repr(r), str(r) == repr(r), len(r), isinstance(r, tuple))
print(r.eigenvalues, r.eigenvectors, r[0], r[-1], r[:1])
w, v = r
print(w, v, [x.shape for x in r], r == (r[0], r[1]))
e = np.linalg.eig(np.array([[2.0, 0.0], [0.0, 3.0]]))
print(e, e.eigenvalues, e.eigenvectors.dtype)
s = np.linalg.slogdet(np.array([[2.0, 1.0], [1.0, 3.0]]))
print(s, s.sign, round(float(s.logabsdet), 12))
sign, logdet = np.linalg.slogdet(np.array([[[1.0, 2.0], [3.0, 4.0]], [[2.0, 0.0], [0.0, 2.0]]]))
print(sign, np.round(logdet, 12))
u = np.linalg.svd(np.array([[3.0, 0.0], [0.0, -2.0]]))
print(u.S, np.abs(u.U), np.abs(u.Vh), len(u), u[1])
m = np.array([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
q = np.linalg.qr(m)
print(q.Q.shape, q.R.shape, np.allclose(q.Q @ q.R, m), np.allclose(q[0] @ q[1], m))
qc = np.linalg.qr(m, mode="complete")
print(qc.Q.shape, qc.R.shape, np.linalg.qr(m, mode="r").shape)
print(np.linalg.svd(m, compute_uv=False).shape, np.linalg.eigvalsh(a))
for part in np.linalg.eigh(np.eye(2)):
    print(part)
print(f"{np.linalg.slogdet(np.eye(3))}")
r = np.linalg.eigh(np.eye(2))
print(type(r), isinstance(r, tuple), type(r) == tuple, type(r) is type(np.linalg.eigh(np.eye(3))), isinstance(r, (list, type(r))))
try:
    r.foo
except AttributeError as e:
    print(e)
print(type(np.linalg.svd(np.eye(2))).__name__, type(np.linalg.qr(np.eye(2))).__name__, type(np.linalg.slogdet(np.eye(2))).__name__, type(np.linalg.eig(np.eye(2))).__name__)
