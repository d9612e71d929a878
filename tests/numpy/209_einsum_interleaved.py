# einsum's interleaved form: operands each followed by a sublist of axis numbers (0-51, or
# Ellipsis), and an optional output sublist; NumPy's errors for bad sublists.
import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(12.0).reshape(3, 4)
print(np.einsum(a, [0, 1], [1, 0]))
print(np.einsum(a, [0, 1], b, [1, 2]), np.einsum(a, [0, 1], b, [1, 2], [2, 0]))
print(np.einsum(a, [0, 1], np.ones(3), [1], [0]), np.einsum(a, [Ellipsis, 1], np.ones(3), [1]))
print(np.einsum(np.arange(9).reshape(3, 3), [30, 30]), np.einsum(np.arange(9).reshape(3, 3), [0, 0], [0]))
print(np.einsum(a, [0, 1], a, [0, 1], [], dtype=np.float64), np.einsum(np.arange(4.0), [51], np.arange(4.0), [25], [51, 25]))
print(np.einsum(a[:, ::-1], (1, 0)), np.einsum(a, [0, 1], a.T, [1, 0], [0, Ellipsis]))
for bad in [lambda: np.einsum(np.ones(3), [52]), lambda: np.einsum(np.ones(3), [0.5]), lambda: np.einsum(np.ones(3)),
            lambda: np.einsum(np.ones(3), [0], np.ones(3)), lambda: np.einsum(np.ones(3), [0, 1]), lambda: np.einsum(np.ones(3), [-1])]:
    try:
        print(bad())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
