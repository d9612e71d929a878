import numpy as np

vals = [3, -1, 0, 7, -128, 127, 5, 2]
for dt in [np.int8, np.int16, np.int32, np.int64, np.float16, np.float32, np.float64]:
    x = np.array(vals, dtype=dt)
    s = np.sort(x)
    print(dt.__name__, s, s.dtype)
for dt in [np.uint8, np.uint16, np.uint32, np.uint64]:
    x = np.array([3, 250, 0, 17, 255, 1], dtype=dt)
    print(dt.__name__, np.sort(x), np.argsort(x))
big = np.arange(5, dtype=np.uint64) * np.uint64(6148914691236517205)
print(np.sort(big), np.argsort(big))
print(np.sort(np.array([True, False, True, False, False])))
print(np.argsort(np.array([True, False, True, False, False])))
z = np.array([1 + 2j, 1 - 1j, -3 + 0j, 1 + 0j, 0 + 5j], dtype=np.complex64)
print(np.sort(z), np.argsort(z))
print(np.sort(z.astype(np.complex128)))
print(np.sort(np.array([1.5, 1.25, -0.5], dtype=np.float16)).dtype)
