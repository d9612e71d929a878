import numpy as np

for t in [np.bool_, np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16,
          np.uint32, np.uint64, np.float16, np.float32, np.float64,
          np.complex64, np.complex128]:
    a = np.zeros(2, dtype=t)
    print(a.dtype, a.dtype.name, a.dtype.itemsize, a.dtype.kind, a.dtype.char)
    print(repr(a))
d = np.dtype("f4")
print(d, repr(d), d.itemsize)
print(np.dtype("int32"), np.dtype("i8"), np.dtype("u1"), np.dtype("float64"))
print(np.dtype("complex64").kind, np.dtype("b").name, np.dtype("?").name)
x = np.ones(3, dtype=np.float32)
print(x.dtype == np.float32, x.dtype == np.float64)
print(x.dtype == "float32", x.dtype == "int64")
y = np.arange(3)
print(y.dtype == "int64", y.dtype == np.int64)
print(repr(y.dtype), repr(x.dtype))
