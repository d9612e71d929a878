# np.array of ragged nesting (a scalar beside a list, arrays of different lengths) is NumPy's
# inhomogeneous-shape ValueError; a Python complex stored into a real array is a TypeError;
# ascontiguousarray copies a non-contiguous view.
import numpy as np
for obj in [[1, [2]], [[1, 2], [3]], [[1], 2, [3]], [[1, 2], [3, 4]], [[[1, 2]], [[3]]], [np.zeros(2), np.zeros(3)], [np.zeros(2), [1, 2]], [[1, 2], np.zeros(3)], [np.zeros((2, 2)), np.zeros(2)], [np.zeros(2), 5], [5, np.zeros(2)], [[1, [2, 3]], [4, [5, 6]]], [np.float64(1), 2], [[], []], [[], [1]]]:
    try:
        a = np.array(obj)
        print(a.shape, a.tolist())
    except ValueError as e:
        print("ValueError", e)
a = np.zeros(2)
for v in [1 + 2j, [1j, 2]]:
    try:
        a[0:1] = v if isinstance(v, complex) else v[:1]
        print(a)
    except TypeError as e:
        print("TypeError", e)
try:
    a[0] = 1 + 2j
except TypeError as e:
    print("TypeError", e)
c = np.zeros(2, int)
try:
    c[0] = 1 + 0j
except TypeError as e:
    print("TypeError", e)
z = np.zeros(2, complex); z[0] = 1 + 2j; print(z)
A = np.arange(6.0).reshape(2, 3)
B = np.ascontiguousarray(A.T)
print(B.flags['C_CONTIGUOUS'], B.flags.c_contiguous, B.strides, np.ascontiguousarray(A) is A, np.ascontiguousarray(3.0).shape)
