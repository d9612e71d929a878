# np.save / np.load of .npy files: every dtype, shapes, views; the exact bytes NumPy writes.
import numpy as np

T = "tmp/_t120_"


def header(path):
    b = np.fromfile(path, dtype=np.uint8)
    n = int(b[8]) + 256 * int(b[9])
    return b[:6].tolist(), b[6:8].tolist(), n, "".join(chr(c) for c in b[10:10 + n].tolist())


dtypes = [np.bool_, np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16, np.uint32,
          np.uint64, np.float16, np.float32, np.float64, np.complex64, np.complex128]
for dt in dtypes:
    a = (np.arange(6) - 2).reshape(2, 3).astype(dt)
    np.save(T + "dt.npy", a)
    b = np.load(T + "dt.npy")
    print(repr(b), b.dtype, b.shape, b.dtype == a.dtype, (b == a).all())
    magic, ver, n, h = header(T + "dt.npy")
    print(magic, ver, n, repr(h))
    print(np.fromfile(T + "dt.npy", dtype=np.uint8)[128:].tolist())

# Extremes survive.
for dt, lo, hi in [(np.int8, -128, 127), (np.int16, -32768, 32767),
                   (np.int32, -2**31, 2**31 - 1), (np.int64, -2**62 * 2, 2**62 - 1 + 2**62), (np.uint8, 0, 255),
                   (np.uint16, 0, 65535), (np.uint32, 0, 2**32 - 1)]:
    a = np.array([lo, hi], dtype=dt)
    np.save(T + "ext.npy", a)
    print(repr(np.load(T + "ext.npy")))
np.save(T + "ext.npy", np.array([0, 2**62 - 1 + 2**62], dtype=np.uint64) * 2 + 1)
print(repr(np.load(T + "ext.npy")))
f = np.array([np.nan, np.inf, -np.inf, -0.0, 1e-300, 5e-324])
np.save(T + "f.npy", f)
print(repr(np.load(T + "f.npy")))
h = np.array([65504, 6e-8, np.nan, -np.inf], dtype=np.float16)
np.save(T + "h.npy", h)
print(repr(np.load(T + "h.npy")))
c = np.array([1 + 2j, np.nan - 1j, complex(np.inf, -0.0)], dtype=np.complex64)
np.save(T + "c.npy", c)
print(repr(np.load(T + "c.npy")))

# Shapes: 0-d, empty, 3-d, long axis (header padding), a scalar, a Python list.
for a in [np.array(3.5), np.zeros((0, 3)), np.zeros((2, 0), dtype=np.int8),
          np.arange(24).reshape(2, 3, 4), np.arange(123456, dtype=np.uint8),
          np.float32(2.5), [[1, 2], [3, 4]], 7, True]:
    np.save(T + "s.npy", a)
    b = np.load(T + "s.npy")
    print(b.shape, b.dtype, repr(b) if b.size < 30 else b.sum())
    print(repr(header(T + "s.npy")[3]))

# Views: slices, steps, transposes (written in Fortran order, as NumPy does).
x = np.arange(20.0).reshape(4, 5)
for v in [x[1:3], x[:, 1:4], x[::2, ::-1], x.T, x[1:3].T, x[:, :1].T, np.arange(24).reshape(2, 3, 4).T]:
    np.save(T + "v.npy", v)
    b = np.load(T + "v.npy")
    print(repr(b), (b == v).all())
    print(repr(header(T + "v.npy")[3]))

# The name gets '.npy' unless it has it.
np.save(T + "noext", np.arange(3))
print(repr(np.load(T + "noext.npy")))
np.save(T + "other.bin", np.arange(2))
print(repr(np.load(T + "other.bin.npy")))
np.save(T + "kw.npy", np.arange(2), allow_pickle=False)
print(repr(np.load(T + "kw.npy", allow_pickle=True, mmap_mode=None)))

# tofile / fromfile: raw bytes.
np.arange(5, dtype=np.int16).tofile(T + "raw.bin")
print(np.fromfile(T + "raw.bin", dtype=np.int16), np.fromfile(T + "raw.bin", dtype=np.uint8))
print(np.fromfile(T + "raw.bin", dtype=np.int16, count=2), np.fromfile(T + "raw.bin", dtype=np.int16, offset=4))
