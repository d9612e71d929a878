# Eigenvalues of badly scaled matrices are balanced first, as LAPACK's geev balances (the
# companion matrix of (x-1)...(x-10) gives the integers back); NaN or inf is NumPy's error.
import numpy as np
c = np.poly(np.arange(1.0, 11.0))[::-1]
n = len(c) - 1
m = np.zeros((n, n))
m[1:, :-1] = np.eye(n - 1)
m[:, -1] = -c[:-1] / c[-1]
print(np.round(np.sort(np.linalg.eigvals(m[::-1, ::-1]).real), 9))
print(np.round(np.sort(np.roots(np.poly(np.arange(1.0, 11.0)))), 9))
w, v = np.linalg.eig(np.array([[1.0, 1e6], [1e-6, 3.0]]))
print(np.round(w, 9), np.round(np.abs(v), 9))
print(np.allclose(np.array([[1.0, 1e6], [1e-6, 3.0]]) @ v, v * w))
for bad in ([[1.0, np.nan], [0.0, 1.0]], [[np.inf, 0.0], [0.0, 1.0]]):
    for f in (np.linalg.eigvals, np.linalg.eig):
        try:
            f(np.array(bad))
        except np.linalg.LinAlgError as e:
            print(f.__name__, e)
