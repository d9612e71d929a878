import numpy as np

names = ["bool", "int8", "uint8", "int16", "int32", "int64", "uint64",
         "float16", "float32", "float64", "complex64", "complex128"]
for a in names:
    row = []
    x = np.ones(2, dtype=a)
    for b in names:
        y = np.ones(2, dtype=b)
        row.append((x + y).dtype.name if a != "bool" or b != "bool" else (x & y).dtype.name)
    print(a.ljust(10), " ".join(row))
# products of small ints keep their type
print(repr(np.array([100], dtype=np.int8) * np.array([3], dtype=np.int8)))
print(repr(np.array([200], dtype=np.uint8) + np.array([100], dtype=np.uint8)))
print(repr(np.array([200], dtype=np.uint8) + np.array([100], dtype=np.int8)))
print(repr(np.array([3], dtype=np.uint64) + np.array([-1], dtype=np.int64)))
print(repr(np.array([1.5], dtype=np.float16) * np.array([3], dtype=np.int8)))
print(repr(np.array([1.5], dtype=np.float16) * np.array([3], dtype=np.int16)))
print(repr(np.array([1.5], dtype=np.float32) + np.array([2], dtype=np.int32)))
print(repr(np.array([1], dtype=np.complex64) + np.array([2.5], dtype=np.float64)))
print(repr(np.array([True, False]) + np.array([True, True])))
print(repr(np.array([True, False]) * np.array([2, 3], dtype=np.uint8)))
# true division of ints gives float64, of small floats keeps them
print((np.array([1], dtype=np.int8) / np.array([3], dtype=np.int8)).dtype)
print((np.array([1], dtype=np.float16) / np.array([3], dtype=np.float16)).dtype)
print((np.array([1], dtype=np.uint8) / np.array([3], dtype=np.float32)).dtype)
