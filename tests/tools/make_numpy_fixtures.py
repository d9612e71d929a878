"""Writes the NumPy-made fixtures in tests/numpy/data/ (run with CPython + NumPy 2 from the
repository root: python3 tests/tools/make_numpy_fixtures.py). The differential scripts
tests/numpy/12*.py load these under both NumPy and gpa, so a file NumPy wrote must load in gpa.
The files are committed; rerun only to change them."""
import io
import os

import numpy as np

D = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "numpy", "data")
os.makedirs(D, exist_ok=True)


def p(name):
    return os.path.join(D, name)


DTYPES = ["bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
          "float16", "float32", "float64", "complex64", "complex128"]


def sample(dt):
    if dt == "bool":
        return np.array([[True, False, True], [False, False, True]])
    if dt.startswith("int"):
        info = np.iinfo(dt)
        return np.array([[info.min, -1, 0], [1, 7, info.max]], dtype=dt)
    if dt.startswith("uint"):
        info = np.iinfo(dt)
        return np.array([[0, 1, 2], [100, 7, info.max]], dtype=dt)
    if dt.startswith("float"):
        return np.array([[0.5, -1.25, np.inf], [np.nan, 1e-3, 3.0]], dtype=dt)
    return np.array([[1 + 2j, -0.5j, 3], [np.inf, np.nan, 1e-3 - 4j]], dtype=dt)


# One .npy per dtype (C order, little-endian, version 1.0).
for dt in DTYPES:
    np.save(p(f"dt_{dt}.npy"), sample(dt))

# Fortran order, as NumPy writes a transposed (F-contiguous) array.
np.save(p("fortran_i4.npy"), np.arange(12, dtype=np.int32).reshape(3, 4).T)
np.save(p("fortran_3d_f8.npy"), np.asfortranarray(np.arange(24.0).reshape(2, 3, 4)))
# Big-endian.
np.save(p("big_f4.npy"), np.array([1.5, -2.0, 3.25], dtype=">f4"))
np.save(p("big_i8.npy"), np.array([[1, -2], [3, 2**40]], dtype=">i8"))
np.save(p("big_c16.npy"), np.array([1 + 2j, -3j], dtype=">c16"))
np.save(p("big_fortran_u2.npy"), np.asfortranarray(np.arange(6, dtype=">u2").reshape(2, 3)))
# Version 2.0 and 3.0 headers.
for v in [(2, 0), (3, 0)]:
    with open(p(f"v{v[0]}_f8.npy"), "wb") as f:
        np.lib.format.write_array(f, np.arange(5.0) / 4, version=v)
# Shapes: 0-d, empty, 3-d.
np.save(p("scalar_f8.npy"), np.array(2.5))
np.save(p("empty_0x3.npy"), np.zeros((0, 3), dtype=np.int16))
np.save(p("cube_i2.npy"), np.arange(24, dtype=np.int16).reshape(2, 3, 4))

# .npz: positional, keyword, compressed.
np.savez(p("plain.npz"), np.arange(4), np.eye(2), x=np.array([1.5, 2.5], dtype=np.float32),
         flag=np.array([True, False]))
np.savez_compressed(p("compressed.npz"), a=np.linspace(0, 1, 11), b=np.arange(6).reshape(2, 3),
                    c=np.array([1 - 1j], dtype=np.complex64))
np.savez(p("empty.npz"))

# Text files as savetxt writes them, and hand-written inputs for loadtxt.
np.savetxt(p("txt_default.txt"), np.array([[1.0, 2.5], [-3.0, 1e-20]]))
np.savetxt(p("txt_int_csv.txt"), np.arange(6).reshape(2, 3), fmt="%d", delimiter=",",
           header="a,b,c", footer="end")
np.savetxt(p("txt_complex.txt"), np.array([1 + 2j, -3 - 0.5j]), fmt="%.3f")
with open(p("txt_mixed.txt"), "w") as f:
    f.write("# a comment line\n"
            "1 2 3   # trailing comment\n"
            "\n"
            "  4\t5 6\n"
            "7 8 9\n")
with open(p("txt_csv.txt"), "w") as f:
    f.write("x,y,z\n1.5,2,-3e2\n4,,6\n")
