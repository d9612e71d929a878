import numpy as np
def show(f):
    try:
        r = f()
        print(repr(r))
    except Exception as e:
        print(type(e).__name__, e)
a = np.arange(12).reshape(3, 4) * 10
show(lambda: np.take(a, [0, 5, -1]))
show(lambda: np.take(a, [2, 0], axis=1))
show(lambda: np.take(a, [[0, 1]], axis=0).shape)
show(lambda: np.take(a, [20]))
show(lambda: np.take(a, [20], mode='wrap'))
show(lambda: np.take(a, [20, -20], mode='clip'))
show(lambda: np.take(a, 5))
show(lambda: a.take([1, 2]))
show(lambda: (a + 1).T.take([0, 1], axis=0))
i = np.argsort(a, axis=1)[:, ::-1]
show(lambda: np.take_along_axis(a, i, axis=1))
show(lambda: np.take_along_axis(a, np.array([[0], [2], [1]]), axis=1))
show(lambda: np.take_along_axis(a, np.array([[2, 0, 1, 1]]), axis=0))
show(lambda: np.take_along_axis(a, np.array([3, 0]), axis=None))
b = np.arange(6)
np.put(b, [0, 2], [-1, -2]); print(b)
np.put(b, [10], [9], mode='clip'); print(b)
np.put(b, [1, 3, 4, 5], [7, 8]); print(b)
show(lambda: np.put(b, [10], [9]))
c = np.arange(6.0).reshape(2, 3)
c.put([0, -1], 0.5); print(c)
show(lambda: np.choose([0, 1, 2, 1], [[1, 2, 3, 4], [10, 20, 30, 40], [100, 200, 300, 400]]))
show(lambda: np.choose([3], [[1], [2]]))
show(lambda: np.choose([3, -1], [[1, 1], [2, 2]], mode='wrap'))
show(lambda: np.choose([3, -1], [[1, 1], [2, 2]], mode='clip'))
show(lambda: np.choose(np.array([[0, 1], [1, 0]]), [np.zeros(2), np.ones((2, 2)) * 5]))
show(lambda: np.array([1, 0, 1]).choose([[1, 2, 3], [4, 5, 6]]))
show(lambda: np.compress([0, 1], a, axis=0))
show(lambda: np.compress([True, False, True], a, axis=1))
show(lambda: np.compress([1, 0, 1], a))
show(lambda: a.compress([False, True], axis=0))
show(lambda: np.extract(a % 20 == 0, a))
show(lambda: np.extract([1, 0, 1], a))
ix = np.ix_([0, 2], [1, 3]); print(ix, a[ix])
show(lambda: np.ix_([True, False, True]))
a[np.ix_([0, 1], [0, 3])] = -1; print(a)
show(lambda: np.ix_([[1]]))

# Index values that stay on their device: modes applied as array operations, values cycled,
# a condition longer than the array (NumPy's IndexError only when a true entry is past it).
q = np.arange(10.0) * 1.5
print(np.take(q, np.array([[12, -13], [3, 25]]), mode="wrap"), np.take(q, np.array([-5, 11, 4]), mode="clip"))
print(np.take(q.reshape(2, 5), np.array([True, False, True]), axis=1), q.take(np.array([], np.int64)))
w = np.zeros(7)
np.put(w, np.array([[6, 0], [2, 6]]), np.array([1.0, 2.0, 3.0]))
print(w)
np.put(w, [-1, 9], [7, 8], mode="wrap")
print(w)
np.put(w, np.array([20, -20]), 5.5, mode="clip")
print(w)
print(np.choose(np.array([[2, -1], [4, 0]]), [np.arange(2), np.arange(2) + 10, np.arange(2) + 20], mode="wrap"))
print(np.choose(np.array([5, -3]), [[1, 2], [3, 4]], mode="clip"))
print(np.extract(np.array([[1, 0], [0, 2]]), np.arange(4)), np.extract(np.array([True, False, True, False, False]), np.arange(3)))
print(np.compress(np.array([0, 1, 1]), np.arange(6).reshape(3, 2), axis=0), np.compress([False, True, False, False], np.arange(3)))
print(np.ix_(np.array([False, True, True]), np.array([2, 0]))[0].shape, np.ix_(np.array([True, False]))[0])
for f in [lambda: np.extract(np.array([True, False, True, True]), np.arange(3)),
          lambda: np.compress([False, False, False, True], np.arange(3)),
          lambda: np.take(q, np.array([10])), lambda: q.take(np.array([[0], [-11]]))]:
    try:
        f()
    except IndexError as e:
        print("IndexError", e)
try:
    np.choose(np.array([0, 3]), [[1, 2], [3, 4]])
except ValueError as e:
    print("ValueError", e)
