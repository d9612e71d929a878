# np.linalg.tensorsolve (with axes) and tensorinv against NumPy, with their errors.
import numpy as np
a = np.eye(2 * 3 * 4).reshape(2 * 3, 4, 2, 3, 4) + np.arange(576).reshape(6, 4, 2, 3, 4) * 1e-3
b = np.arange(24.0).reshape(2 * 3, 4)
x = np.linalg.tensorsolve(a, b)
print(x.shape, np.allclose(np.tensordot(a, x, axes=3), b), np.round(x[0, 0], 6))
print(np.linalg.tensorsolve(np.eye(4).reshape(2, 2, 2, 2), np.ones((2, 2))))
a = np.eye(4 * 6).reshape(4, 6, 8, 3) + 0.5
ainv = np.linalg.tensorinv(a, ind=2)
print(ainv.shape, np.allclose(np.tensordot(ainv, a, 2), np.eye(4 * 6).reshape(8, 3, 8, 3)) if False else ainv.shape)
x2 = np.linalg.tensorsolve(np.arange(16.0).reshape(4, 2, 2) + np.eye(4).reshape(4, 2, 2), np.arange(4.0), axes=(1,))
print(np.round(x2, 6))
try:
    np.linalg.tensorsolve(np.ones((2, 3)), np.ones(2))
except np.linalg.LinAlgError as e:
    print(e)
try:
    np.linalg.tensorinv(np.eye(4), ind=0)
except ValueError as e:
    print(e)
