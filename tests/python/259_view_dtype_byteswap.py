# a.view(other dtype) reinterprets the bytes (last axis rescaled, NumPy's errors; writes through it refused) and a.byteswap().
import numpy as np
a = np.array([1.0, -2.0], dtype=np.float32)
print(a.view(np.int32), a.view(np.uint8), a.view(np.int16).shape, a.view(np.float32))
b = np.arange(6, dtype=np.int16).reshape(2, 3)
print(b.view(np.uint16), b.view(np.int8), b.view("u1").dtype)
print(np.array([1, 2], dtype=np.int64).view(np.float64))
print(np.array([0.5]).view(np.int64), np.array([1, 0, 2], dtype=np.uint8).view(np.bool_))
x = np.array([1.5, 2.5]); bits = x.view(np.uint64); print(bits, bits >> 52)
for bad in [lambda: np.float64(1.0).view(np.int32), lambda: np.arange(3, dtype=np.int16).view(np.int32), lambda: np.arange(6, dtype=np.int16).reshape(3, 2)[:, ::2].view(np.int8)]:
    try:
        print(bad())
    except ValueError as e:
        print("ValueError", e)
c = np.arange(4, dtype=np.int32).view(np.float32)
print(c.dtype, c.shape)
print(np.arange(4, dtype=np.int32).view(dtype=np.uint32))
print(repr(np.float64(1.0).view(np.int64)), repr(np.float32(1).view(np.int32)))
a = np.array([1, 2, 256], dtype=np.int32)
print(a.byteswap(), a, np.array([1.0, 2.5]).byteswap(), np.array([1, 2], dtype=np.int16).byteswap())
print(repr(np.int16(1).byteswap()), np.array([1+2j], dtype=np.complex64).byteswap().view(np.uint8))
b = np.array([1, 2], dtype=np.uint16); r = b.byteswap(inplace=True); print(b, r is b)
print(np.array([True, False]).byteswap(), np.array([1, 2], dtype=np.int8).byteswap())
