import numpy as np

a = np.array([[0, 3, 0], [4, 0, 5]])
print(np.nonzero(a))
print(a.nonzero(), type(np.nonzero(a)).__name__)
print(np.argwhere(a), np.argwhere(a).dtype)
print(np.flatnonzero(a))
print(np.nonzero(np.array([0.0, -0.0, np.nan, 1e-300])))
print(np.nonzero(np.array([True, False, True])))
print(np.nonzero(np.array([0j, 1j, 1 + 0j])))
t = np.arange(24).reshape(2, 3, 4) % 7
print(np.nonzero(t == 3))
print(np.argwhere(t == 0))
print(np.flatnonzero(t.T == 1))
print(np.nonzero(a.T), np.nonzero(a[:, ::2]), np.argwhere(a[::-1]))
x = np.arange(6)
print(np.nonzero(x % 2 == 0), np.flatnonzero(x * 2 - 4), np.argwhere(x > 3))
print(repr(np.nonzero(np.zeros((2, 2)))), repr(np.argwhere(np.zeros(3))))
print(repr(np.argwhere(np.array(5))), repr(np.argwhere(np.array(0))))
print(repr(np.flatnonzero(np.array(7))), np.nonzero([0, 2, 0, 1]))
print(repr(np.nonzero(np.zeros((0, 4)))))
try:
    np.nonzero(np.array(5))
except Exception as e:
    print(type(e).__name__, e)
try:
    np.array(0).nonzero()
except Exception as e:
    print(type(e).__name__, e)
