# np.load of .npy files that NumPy wrote (tests/numpy/data, made by tests/tools/make_numpy_fixtures.py):
# every dtype, Fortran order, big-endian data, format versions 2.0 and 3.0, 0-d and empty arrays.
import numpy as np

names = ["bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
         "float16", "float32", "float64", "complex64", "complex128"]
for n in names:
    a = np.load("data/dt_" + n + ".npy")
    print(n, a.dtype, a.shape)
    print(repr(a))

for f in ["fortran_i4", "fortran_3d_f8", "big_f4", "big_i8", "big_c16", "big_fortran_u2",
          "v2_f8", "v3_f8", "scalar_f8", "empty_0x3", "cube_i2"]:
    a = np.load("data/" + f + ".npy")
    # gpa keeps no byte order: big-endian data loads as the native dtype (same values).
    print(f, a.dtype.name, a.shape)
    print(repr(a * 1))
    print(a.sum(), a.ravel().tolist())

# A loaded Fortran-order array behaves as any other.
a = np.load("data/fortran_i4.npy")
print(a[1], a[:, 2], a.T, a @ np.ones(3, dtype=np.int32))
b = np.load("data/big_fortran_u2.npy")
print(b + 1, (b * 2).dtype)
# Device-agnostic: cp-style code paths use the same loader.
print(np.load("data/scalar_f8.npy") * 2)
