import numpy as np

v = np.array([3.0, -4.0, 1.5, 0.0])
print(np.linalg.norm(v), np.linalg.norm(v, 2), np.linalg.norm(v, 1), np.linalg.norm(v, np.inf), np.linalg.norm(v, -np.inf))
print(np.linalg.norm(v, 0), np.linalg.norm(v, 3), np.linalg.norm(v, 0.5), np.linalg.norm(v, -1))
print(repr(np.linalg.norm(np.array([3, 4]))), repr(np.linalg.norm(np.array([1.0, 2.0], dtype=np.float32))))
print(repr(np.linalg.norm(np.array([3 + 4j, 1 - 1j]))), repr(np.linalg.norm(np.array([3 + 4j, 1j]), 1)))
m = np.array([[1.0, -2.0, 3.0], [4.0, 5.0, -6.0]])
print(np.linalg.norm(m), np.linalg.norm(m, "fro"), np.linalg.norm(m, "f"), np.linalg.norm(m, 1), np.linalg.norm(m, -1))
print(np.linalg.norm(m, np.inf), np.linalg.norm(m, -np.inf), np.linalg.norm(m, 2), np.linalg.norm(m, -2), np.linalg.norm(m, "nuc"))
print(np.linalg.norm(m, axis=0), np.linalg.norm(m, axis=1), np.linalg.norm(m, 1, axis=1), np.linalg.norm(m, np.inf, axis=0))
print(np.linalg.norm(m, axis=1, keepdims=True), np.linalg.norm(m, keepdims=True), np.linalg.norm(m, 1, keepdims=True))
print(np.linalg.norm(m, axis=(1, 0)), np.linalg.norm(m, 1, axis=(1, 0)), np.linalg.norm(m, np.inf, axis=(1, 0)))
t = np.arange(24.0).reshape(2, 3, 4) - 10
print(np.linalg.norm(t), np.linalg.norm(t, axis=(1, 2)), np.linalg.norm(t, 2, axis=(0, 2)), np.linalg.norm(t, "nuc", axis=(2, 1)))
print(np.linalg.norm(t, axis=-1), np.linalg.norm(t, 1, axis=(0, 1), keepdims=True))
print(np.linalg.norm(m * 2 + 1, axis=0), np.linalg.norm(m.T, 1), np.linalg.norm(m[:, ::2], 2))
print(repr(np.linalg.norm(np.array([[1 + 1j, 2], [0, 1j]]), 2)), repr(np.linalg.norm(np.array(3.0))))
print(np.linalg.norm(np.zeros(0)), np.linalg.norm([[1, 2], [3, 4]], -2))
errs = [lambda: np.linalg.norm(v, "fro"), lambda: np.linalg.norm(m, 3), lambda: np.linalg.norm(t, 1),
        lambda: np.linalg.norm(m, axis=(0, 0)), lambda: np.linalg.norm(t, axis=(0, 1, 2)), lambda: np.linalg.norm(m, "nuc", axis=0),
        lambda: np.linalg.norm(m, axis=2)]
for f in errs:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__ if not str(e).startswith("axis") else "", e)
