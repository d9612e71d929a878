# ndarray special methods called by name (a.__setitem__, a.__len__, reflected and in-place ones) and np.dot: N-D operands, NumPy's not-aligned message.
import numpy as np
a = np.arange(3); a.__setitem__(0, 9); print(a.__len__(), a)
print(a.__add__(1), a.__radd__(2), a.__mul__(a), a.__eq__(9), a.__lt__(2))
print(a.__getitem__(1), a.__neg__(), a.__abs__(), a.__contains__(9))
f = a.__len__
print(f(), hasattr(a, "__iter__"), hasattr(a, "__array__"))
b = a.__iadd__(1); print(a, b is a)
print(np.float64(2.5).__round__(), np.float64(2.5).__int__(), a.__matmul__(a))
print(list(a.__iter__()), a.__repr__(), a.__str__(), a.__bool__ if False else 1)
print(a.__copy__(), a.__format__(""), np.int64(5).__index__(), np.float64(1.5).__float__())
for a, b in [(np.ones(3), np.ones(4)), (np.ones((2,3)), np.ones((4,5))), (np.ones((2,3)), np.ones(4)), (np.ones(3), np.ones((2,4)))]:
    try: np.dot(a, b)
    except ValueError as e: print(e)
a = np.arange(24.).reshape(2,3,4); b = np.arange(20.).reshape(5,4,1)
print(np.dot(a, b).shape, np.dot(a, b)[1, 2, 3], np.dot(a, np.arange(4.)))
print(a.dot(np.arange(8.).reshape(4, 2)).sum(), np.dot(np.arange(3.), np.arange(6.).reshape(2, 3, 1)))
try: np.arange(4)[1.5]
except IndexError as e: print(e)
