# ravel/flatten/reshape with order= (C, F, A, K) and NumPy's errors for bad orders.
import numpy as np

a = np.arange(6)[::-1]
print(a.ravel("K"), a.flatten("C"))
b = np.arange(24).reshape(2, 3, 4).transpose(2, 0, 1)
print(b.ravel("K"), b.ravel("A"), b.flatten("F"), b.flatten(order="K"))
c = np.arange(24).reshape(2, 3, 4)[:, ::-1, ::2].transpose(1, 2, 0)
print(c.ravel("K"), c.ravel("A"), c.ravel("F"))
f = np.arange(6).reshape(3, 2).T
print(f.ravel("A"), f.ravel("K"), np.ravel(f, "a"), f.flatten("A"))
print(np.arange(6).reshape(2, 3).ravel("f"))
print(np.arange(3).ravel(None))
print(np.arange(6).reshape(2, 3).reshape(3, 2, order="F"))
print(np.reshape(np.arange(6), (2, 3), order="F"))
print(f.reshape(6, order="A"), f.reshape((3, 2), order="C"))
x = np.arange(12.0).reshape(3, 4) * 2
print(x.T.flatten("C"), (x + 1).ravel("F"))
r = x.ravel("F")
r[0] = 100.0
print(x[0, 0], r[:3])
for bad in ["K", "X", 1]:
    try:
        np.arange(6).reshape(2, 3, order=bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
    try:
        np.arange(6).ravel(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
    try:
        np.arange(6).flatten(order=bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
