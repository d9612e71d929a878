# np.linalg functions bound through their declarations: keyword arguments, defaults and NumPy's
# errors for bad modes, UPLO, norms and argument counts.
import numpy as np
a = np.array([[4.0, 1], [1, 3]])
for f, args, kw in [(np.linalg.inv, (a,), {}), (np.linalg.qr, (a,), {"mode": "bogus"}), (np.linalg.qr, (a,), {"mode": 3}),
                    (np.linalg.eigh, (a,), {"UPLO": "X"}), (np.linalg.cholesky, (a,), {"upper": True}), (np.linalg.pinv, (a,), {"rtol": 0.1}),
                    (np.linalg.matrix_rank, (a,), {"tol": 0.5}), (np.linalg.cond, (a,), {"p": "fro"}), (np.linalg.cond, (a,), {"p": 3}),
                    (np.linalg.inv, (), {}), (np.linalg.det, (a, 1), {}), (np.linalg.slogdet, (a,), {"b": 1})]:
    try:
        r = f(*args, **kw)
        print(f.__name__, np.round(np.asarray(r[0] if isinstance(r, tuple) else r), 6))
    except Exception as e:
        print(f.__name__, type(e).__name__, e)
