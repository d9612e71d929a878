import numpy as np

a = np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 7.5]])
print(np.average(a), np.average(a, axis=0), np.average(a, axis=1))
print(np.average(a, weights=[[1, 2, 3], [4, 5, 6]]), np.average(a, axis=1, weights=[1, 0, 2]))
print(np.average(a, axis=0, weights=[0.25, 0.75], returned=True))
print(np.average(a, returned=True), np.average(a, axis=1, keepdims=True))
print(repr(np.average(np.array([1, 2, 4]))), repr(np.average(np.array([1, 2, 4]), weights=[1, 1, 2])))
print(repr(np.average(np.array([1.0, 2.0], dtype=np.float32), weights=np.array([1.0, 3.0], dtype=np.float32))))
print(np.average(a * 2, axis=(0, 1)), np.average(a.T, axis=0, weights=[2, 1, 1]))
b = np.arange(24.0).reshape(2, 3, 4)
print(np.average(b, axis=(0, 2), weights=np.arange(8.0).reshape(2, 4) + 1))
print(np.average(b, axis=(2, 0), weights=np.arange(8.0).reshape(4, 2) + 1))
for f in [lambda: np.average(a, weights=[1, 2]), lambda: np.average(a, axis=1, weights=[1, 2]),
          lambda: np.average(a, axis=1, weights=[1, -1, 0])]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__ if not str(e).startswith("axis") else "", e)
# diff
x = np.array([1, 4, 9, 16, 25])
print(np.diff(x), np.diff(x, 2), np.diff(x, n=4), np.diff(x, n=6))
m = np.array([[1.0, 3.0, 6.0], [0.5, -1.0, 4.0]])
print(np.diff(m), np.diff(m, axis=0), np.diff(m, axis=-1, n=2))
print(np.diff(x, prepend=0), np.diff(x, append=[100, 200]), np.diff(m, axis=1, prepend=0.0, append=[[1.0], [2.0]]))
print(repr(np.diff(np.array([True, False, False, True]))), repr(np.diff(np.array([5, 3], dtype=np.uint8))))
print(repr(np.diff(np.array([1.0, 2.5], dtype=np.float32))), np.diff(m * 2 + 1), np.diff(m.T, axis=0), np.diff(x[::-1]))
print(np.diff(x, n=0), repr(np.diff(np.array([1.0]))))
for f in [lambda: np.diff(np.array(5)), lambda: np.diff(x, n=-1), lambda: np.diff(m, axis=2)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__ if not str(e).startswith("axis") else "", e)
# gradient
y = np.array([1.0, 2.0, 4.0, 7.0, 11.0, 16.0])
print(np.gradient(y), np.gradient(y, 2.0), np.gradient(y, edge_order=2), np.gradient(y, 0.5, edge_order=2))
print(repr(np.gradient(np.array([1, 4, 9, 16]))), repr(np.gradient(np.array([1.0, 4.0, 9.0], dtype=np.float32))))
g = np.array([[1.0, 2.0, 6.0], [3.0, 4.0, 5.0], [0.0, 9.0, 1.0]])
print(np.gradient(g))
print(np.gradient(g, axis=0), np.gradient(g, axis=1), np.gradient(g, 2.0, axis=(1,)))
print(np.gradient(g, 1.0, 3.0), np.gradient(g, edge_order=2))
print(np.gradient(g * 2 + 1, axis=-1), np.gradient(g.T, axis=0), np.gradient(g[::2], 0.5, axis=1))
for f in [lambda: np.gradient(np.array([1.0])), lambda: np.gradient(np.array([1.0, 2.0]), edge_order=2),
          lambda: np.gradient(g, 1.0, 2.0, 3.0), lambda: np.gradient(g, edge_order=3), lambda: np.gradient(g, axis=2)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__ if not str(e).startswith("axis") else "", e)
