import numpy as np

codes = ["?", "b", "B", "h", "H", "i", "I", "l", "L", "e", "f", "d", "F", "D"]
for c in codes:
    d = np.dtype(c)
    print(c, d.name, d.kind, d.char, d.itemsize, d.str)
for t in [bool, int, float, complex]:
    print(t.__name__, np.dtype(t), repr(np.dtype(t)))
for t in [np.int8, np.uint16, np.float32, np.complex64]:
    d = np.dtype(t)
    print(d, d == t, d.type is t, d.type.__name__)
print(np.dtype("f4") == np.dtype("float32"), np.dtype("f4") == np.float64)
print(np.dtype("i8") == "int64", np.dtype("i8") != "int32", np.dtype("u1") == "uint8")
a = np.arange(4, dtype="u2")
print(a.dtype, a.dtype.itemsize, a.itemsize, a.nbytes, a.strides)
b = np.zeros((3, 2), dtype=np.dtype("c8"))
print(b.dtype, b.itemsize, b.nbytes, b.strides)
print(np.array(2.5, dtype=a.dtype), np.array([1.9], dtype=b.dtype))
print(np.zeros(2, dtype=np.dtype(np.float16)).dtype.str)
print([np.dtype(n).kind for n in ["bool", "int32", "uint64", "float16", "complex128"]])
for bad in ["foo", "float7", "int3"]:
    try:
        np.dtype(bad)
    except Exception as e:
        print(type(e).__name__, e)
try:
    np.zeros(3, dtype="bogus")
except Exception as e:
    print(type(e).__name__, e)
try:
    np.arange(3).astype("i9")
except Exception as e:
    print(type(e).__name__, e)
