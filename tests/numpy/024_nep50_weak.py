import numpy as np

i8 = np.array([1, 2, 3], dtype=np.int8)
r = i8 + 1
print(repr(r), r.dtype)
print((i8 * 2).dtype, (i8 - 100).dtype, (i8 // 2).dtype)
print(repr(i8 + 1.5), (i8 + 1.5).dtype)
print(repr(i8 / 2), (i8 / 2).dtype)
u8 = np.array([10, 20], dtype=np.uint8)
print(repr(u8 + 5), repr(u8 * 3))
try:
    print(u8 + 300)
except OverflowError as e:
    print(type(e).__name__, e)
try:
    print(i8 + 1000)
except OverflowError as e:
    print(type(e).__name__, e)
f32 = np.array([1.0, 2.0], dtype=np.float32)
print(repr(f32 + 1.0), (f32 + 1.0).dtype)
print(repr(f32 * 3), (f32 * 3).dtype)
print(repr(f32 + 1j), (f32 + 1j).dtype)
i64 = np.array([1, 2, 3])
print(repr(i64 + 1.5), (i64 + 1.5).dtype)
print(repr(i64 * 2), (i64 * 2).dtype)
b = np.array([True, False])
print(repr(b + 1), (b + 1).dtype)
print(repr(b * 1.5), (b * 1.5).dtype)
f16 = np.array([1.5], dtype=np.float16)
print(repr(f16 + 2), repr(f16 * 2.0))
c64 = np.array([1 + 1j], dtype=np.complex64)
print(repr(c64 + 1.5), (c64 * 2).dtype)
print(repr(i8 + np.int64(1)), (i8 + np.float32(1)).dtype)
print((u8 + np.int8(1)).dtype, (i8 > 1).dtype)
w = np.array([100, 120], dtype=np.int8)
print(repr(w + w), repr(w * 3), repr(w + 100))
print(repr(np.array([250], dtype=np.uint8) + np.array([10], dtype=np.uint8)))
