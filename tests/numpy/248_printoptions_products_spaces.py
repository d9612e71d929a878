# Declared binding of set_printoptions (positional options, None leaves one as it is, the
# formatter reset by every call as NumPy does), matmul/dot out=, linspace/logspace.
import numpy as np
np.set_printoptions(formatter={'float': lambda x: 'F'})
print(np.array([1.5]))
np.set_printoptions(precision=3)
print(np.array([1.5, 2.123456]))
np.set_printoptions(4, None)
print(np.get_printoptions()['precision'], np.get_printoptions()['threshold'])
np.set_printoptions(precision=None, suppress=True)
print(np.get_printoptions()['precision'], np.array([1e-9, 1.0]))
np.set_printoptions(2, 5, 1)
print(np.arange(10.0))
try:
    np.set_printoptions(bogus=1)
except TypeError as e:
    print("TypeError", e)
print(np.matmul([[1, 2]], [[3], [4]]), np.dot([1, 2], [3, 4]))
o = np.zeros((1, 1))
print(np.matmul([[1, 2]], [[3], [4]], out=o), o, np.dot(np.ones((2, 2)), np.ones((2, 2)), out=np.empty((2, 2))))
print(np.linspace(0, 1, 5), np.linspace(0, 1, 5, False), np.linspace(0, 1, 4, True, True), np.linspace(2, 3, num=3, dtype=np.float32))
print(np.linspace([0, 1], [2, 3], 3), np.linspace(0, [1, 2], 3, axis=1), np.linspace(1j, 2, 3), np.linspace(0, 10, 4, dtype=int))
print(np.logspace(0, 2, 3), np.logspace(0, 2, 3, False, 2.0), np.logspace(0, 1, 2, base=[2, 10]), np.logspace(0, 1, 3, dtype=np.float32))
for f in [lambda: np.linspace(0, 1, 2.5), lambda: np.linspace(0, 1, -1), lambda: np.logspace(0, 1, foo=1)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
np.set_printoptions()
