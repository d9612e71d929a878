# np.linalg on matrices wider than one block of the CPU's Householder QR (32 columns), and
# the LAPACK conventions the backends share: R's signs, singular LU factors, pivots.
import numpy as np


def r(x, d=6):
    return np.round(x, d) + 0.0


a = (np.arange(100 * 80).reshape(100, 80) * 37 % 17 - 8.0) / 4 + np.eye(100, 80)
q, rr = np.linalg.qr(a)
print(q.shape, rr.shape, r(rr[:3, :4]), r(np.diag(rr)[-3:]))
print(np.allclose(q @ rr, a), np.allclose(q.T @ q, np.eye(80)))
qc, rc = np.linalg.qr(a[:70, :50], mode="complete")
print(qc.shape, rc.shape, np.allclose(qc @ rc, a[:70, :50]), np.allclose(qc.T @ qc, np.eye(70)))
print(r(np.linalg.qr(a.T, mode="r")[:2, :3]))
z = a[:60, :45] + 1j * a[20:80, 30:75]
qz, rz = np.linalg.qr(z)
print(r(rz[:2, :2]), np.allclose(qz @ rz, z), np.allclose(qz.conj().T @ qz, np.eye(45)))
sq = a[:64, :64]
x = np.linalg.solve(sq, np.arange(64.0))
print(np.allclose(sq @ x, np.arange(64.0)), r(np.linalg.slogdet(sq)[1]), r(np.linalg.det(sq[:5, :5])))
print(np.linalg.slogdet(np.ones((40, 40))), np.linalg.det(np.array([[0.0, 1.0], [0.0, 2.0]])))
print(r(np.linalg.inv(sq)[:2, :3], 5), r(np.linalg.lstsq(a, np.arange(100.0), rcond=None)[0][:4]))
