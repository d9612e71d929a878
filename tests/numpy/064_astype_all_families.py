import numpy as np

names = ["bool", "int8", "uint8", "int16", "int32", "int64", "uint64",
         "float16", "float32", "float64", "complex64", "complex128"]
src = np.array([0, 1, 2, 100, 127])
for a in names:
    x = src.astype(a)
    for b in names:
        y = x.astype(b)
        print(a, "->", b, repr(y))
# negative values into unsigned types wrap modulo 2**n
neg = np.array([-1, -2, -128, -129, 300, 65537])
for b in ["int8", "uint8", "int16", "uint16", "int32", "uint32", "uint64"]:
    print(b, repr(neg.astype(b)))
# float -> int truncates toward zero
f = np.array([-2.9, -1.5, -0.5, 0.5, 1.5, 2.9, 126.99])
for b in ["int8", "int16", "int32", "int64", "bool"]:
    print(b, repr(f.astype(b)))
# float64 -> float16 / float32 rounding
g = np.array([0.1, 1 / 3, 65504.0, 1e-5, 2049.0, 1e5])
print(repr(g.astype(np.float16)))
print(repr(g.astype(np.float32)))
print(g.astype(np.float16))
# complex -> real drops the imaginary part
c = np.array([1.5 + 2j, -3.25 - 1j])
print(repr(np.real(c).astype(np.int32)), repr(c.astype(np.complex64)))
print(repr(np.array([0.0, -0.0, 0.25]).astype(bool)))
print(repr(np.array([0j, 1j, 2 + 0j]).astype(bool)))
