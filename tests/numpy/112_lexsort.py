import numpy as np

first = np.array([3, 1, 2, 1, 3, 2])
last = np.array([9, 4, 0, 4, 1, 7])
print(np.lexsort((first, last)), np.lexsort((last, first)), np.lexsort([first]))
print(np.lexsort(np.array([first, last])), np.lexsort([[1, 1, 0], [2, 1, 2], [0, 0, 0]]))
names = np.array([2.5, 1.5, 2.5, np.nan, 1.5])
ages = np.array([1, 1, 0, 0, 1], dtype=np.uint8)
print(np.lexsort((names, ages)), np.lexsort((ages, names)))
k2 = np.array([[3, 1, 2], [1, 1, 1]])
k1 = np.array([[0, 1, 0], [2, 1, 0]])
print(np.lexsort((k2, k1)), np.lexsort((k2, k1), axis=0))
print(np.lexsort((first[::2], last[::-2])), np.lexsort((first * 2, last - 1)))
print(repr(np.lexsort((np.array([], dtype=np.int64),))), np.lexsort([np.array([True, False])]))
print(repr(np.lexsort([3, 1, 2])))

def attempt(label, f):
    try:
        print(label, repr(f()))
    except IndexError as e:
        print(label, "axis error:", e)
    except Exception as e:
        print(label, type(e).__name__, e)

attempt("empty", lambda: np.lexsort([]))
attempt("0d", lambda: np.lexsort(np.array(3)))
attempt("shapes", lambda: np.lexsort([[1, 2], [1, 2, 3]]))
attempt("axis", lambda: np.lexsort((first, last), axis=1))
