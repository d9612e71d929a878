# NumPy 2's array-API functions of np.linalg: vector_norm, matrix_norm, svdvals, outer, cross,
# trace, diagonal, matrix_transpose, vecdot, matmul, tensordot, with their checks.
import numpy as np
x = np.arange(24.0).reshape(2, 3, 4) - 10
print(np.linalg.vector_norm(x), np.linalg.vector_norm(x, axis=1), np.linalg.vector_norm(x, axis=(0, 2), keepdims=True).shape)
print(np.linalg.vector_norm(x, ord=np.inf), np.linalg.vector_norm(x, axis=-1, ord=1, keepdims=True))
print(np.linalg.vector_norm(x, ord=0), np.linalg.vector_norm(x, axis=(1, 2)), np.linalg.vector_norm([3, 4]))
m = np.array([[1.0, 2], [3, 4]])
print(np.linalg.matrix_norm(m), np.linalg.matrix_norm(x, ord=1), np.linalg.matrix_norm(m, ord="nuc", keepdims=True))
print(np.linalg.svdvals(m), np.linalg.svdvals(x).shape)
print(np.linalg.outer([1, 2], [3, 4, 5]), np.linalg.cross([1, 0, 0], [0, 1, 0]))
print(np.linalg.trace(x), np.linalg.trace(m, offset=1), np.linalg.diagonal(x), np.linalg.diagonal(m, offset=-1))
print(np.linalg.matrix_transpose(x).shape, np.linalg.vecdot(x, x), np.linalg.matmul(m, m), np.linalg.tensordot(m, m, axes=1))
for f in [lambda: np.linalg.outer(np.ones((2, 2)), np.ones(2)), lambda: np.linalg.cross(np.ones(2), np.ones(3)), lambda: np.linalg.svdvals(np.ones(3)), lambda: np.linalg.matrix_norm(np.ones(3))]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
