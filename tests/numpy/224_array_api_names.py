# compare-warnings: NumPy 2's array-API names (acos ... permute_dims are the same functions
# as arccos ... transpose), unique_all/counts/inverse/values as named tuples, np.s_ and
# np.index_exp, np.astype, matrix_transpose, and the deprecated trapz/row_stack (warning).
import numpy as np

a = np.array([[3, 1], [3, 2]])
r = np.unique_all(a)
print(type(r).__name__, r)
print(r.values, r.counts, r[1], len(r))
print(np.unique_inverse(a))
print(np.unique_counts(np.array([2.5, 1.0, 2.5])))
print(np.unique_values(a))
print(round(float(np.acos(0.5)), 12), np.atan2(1.0, 1.0), np.pow(2, 10), np.bitwise_not(np.array([1], np.int8)))
print(np.asin(np.array([0.0, 1.0])), np.acosh(1.0), np.atanh(0.0), np.bitwise_left_shift(1, 3))
print(np.asinh(0.0), np.atan(0.0), np.bitwise_invert(np.array([0, 5])), np.bitwise_right_shift(16, 2))
print(np.concat([[1], [2]]), np.concat([np.ones((1, 2)), np.zeros((1, 2))], axis=1))
print(np.permute_dims(np.ones((2, 3, 4)), (2, 0, 1)).shape, np.acos is np.arccos)
print(np.s_[1:2, ::3], np.index_exp[2], np.s_[3], np.s_[..., None])
x = np.arange(10)
print(x[np.s_[2:5]], x[np.index_exp[::4]], np.astype(np.array([1.5, -2.5]), np.int32))
try:
    np.astype([1], int)
except TypeError as e:
    print("TypeError", e)
print(np.matrix_transpose(np.arange(6).reshape(1, 2, 3)))
try:
    np.matrix_transpose(np.arange(3))
except ValueError as e:
    print("ValueError", e)
print(np.trapz([1, 2, 3]), np.row_stack([[1], [2]]))
