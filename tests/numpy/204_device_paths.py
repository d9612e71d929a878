# Operations whose device versions no longer copy the data to the host: isin (sorted search
# where the arrays are), lexsort (stable key passes), gradient (written on the device),
# matrix norms by singular values, matrix_power with a negative exponent, the all-NaN check
# of nanargmin/nanargmax, and the parameter check of the normal distribution.
import numpy as np

e = np.array([[0.0, -0.0, 2.5], [np.nan, 7.0, -3.0]])
t = np.array([7, 0, 5, -3, 2])
print(np.isin(e, t), np.isin(e, t, invert=True), np.isin(np.arange(6), np.array([5.0, 1.0, np.nan])))
print(np.isin(np.array([1, 2, 3], np.int8), np.array([300, 2])), np.isin(np.arange(4), np.array([], np.int64)))
print(np.isin(np.array([True, False]), np.array([True])), np.setdiff1d(np.arange(8), np.array([1, 5, 5, 9])))
k1 = np.array([[3, 1, 3, 1], [2, 2, 0, 0]])
k2 = np.array([[0.5, 0.5, -1.0, 2.0], [1.0, 0.0, 1.0, 0.0]])
print(np.lexsort((k2, k1)), np.lexsort((k2, k1), axis=0), np.lexsort((k1[0], k2[0], k1[1])))
print(np.lexsort(np.array([[1, 1, 0, 0], [3, 2, 3, 2]])), np.lexsort((np.array([2.0, np.nan, 1.0, np.nan]),)))
f = np.array([[1.0, 2.0, 4.0, 7.0, 11.0], [2.0, 3.0, 5.0, 8.0, 13.0], [0.5, 0.25, 0.0, -1.0, -3.0]])
g0, g1 = np.gradient(f)
print(g0, g1, np.gradient(f, 2.0, axis=1, edge_order=2), np.gradient(np.arange(5) ** 2))
m = np.array([[[3.0, 1.0], [1.0, 2.0]], [[0.0, 2.0], [-1.0, 4.0]], [[1.0, 2.0], [3.0, 4.0]]])
print(np.round(np.linalg.norm(m, 2, axis=(1, 2)), 10), np.round(np.linalg.norm(m, -2, axis=(2, 1)), 10))
print(np.round(np.linalg.norm(m, "nuc", axis=(1, 2), keepdims=True), 10), np.round(np.linalg.norm(m[0], 2), 10))
print(np.round(np.linalg.norm(m.astype(np.float32).transpose(1, 2, 0), 2, axis=(0, 2)), 5))
print(np.round(np.linalg.matrix_power(m, -2), 10), np.round(np.linalg.matrix_power(m[2], -3), 10))
w = np.array([[np.nan, 1.0, 0.5], [2.0, np.nan, -1.0]])
print(np.nanargmin(w, axis=0), np.nanargmax(w, axis=1), np.nanargmax(w))
for f2 in [lambda: np.nanargmin(np.array([[np.nan, 1.0], [np.nan, 2.0]]), axis=0),
           lambda: np.random.normal(0.0, np.array([1.0, -0.5])),
           lambda: np.random.exponential(np.array([[2.0], [-1.0]]))]:
    try:
        f2()
    except ValueError as err:
        print("ValueError", err)
print(np.random.normal(np.zeros(3), np.array([0.0, 0.0, 0.0])), np.random.normal(1.0, np.zeros((0,))).shape)
