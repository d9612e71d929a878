# printoptions, array_repr/array_str, shares_memory/may_share_memory/isfortran, spacing,
# bitwise_count, histogramdd, mask_indices, fromstring (text), getbufsize/setbufsize.
import numpy as np

# printoptions as a context manager; array_repr / array_str with their options.
a = np.array([1.123456789, 2e-9, 300.5])
with np.printoptions(precision=3, suppress=True):
    print(a, np.get_printoptions()["precision"])
print(a, np.get_printoptions()["precision"])
with np.printoptions(precision=2) as opts:
    print(opts["precision"], repr(a))
print(np.array_repr(a, precision=2), np.array_str(a, precision=4, suppress_small=True))
print(np.array_repr(np.arange(30), max_line_width=40))
print(np.array_str(np.arange(3)), np.array_repr(np.array([1, 2])), np.get_printoptions()["linewidth"])

# shares_memory / may_share_memory / isfortran.
x = np.arange(12).reshape(3, 4)
print(np.shares_memory(x, x[1]), np.shares_memory(x[::2], x[1]), np.may_share_memory(x[::2], x[1]))
print(np.shares_memory(x, x.copy()), np.may_share_memory(x, np.arange(3)), np.shares_memory(x[:, 0], x[:, 1]), np.may_share_memory(x[:, 0], x[:, 1]))
print(np.shares_memory(x, [1, 2]), np.shares_memory(x.T, x), np.shares_memory(x[:0], x))
print(np.isfortran(x), np.isfortran(x.T), np.isfortran(np.arange(3)), np.isfortran(np.ones((2, 1))))

# spacing and bitwise_count.
print(np.spacing(1.0), np.spacing(-1.0), np.spacing(0.0), np.spacing(np.float32(1.0)), np.spacing(1e300))
print(np.spacing(np.array([1.0, np.inf, np.nan, 1e-310])), np.spacing(3).dtype)
print(np.bitwise_count(np.array([0, 1, 255, -1, -8, 2**40], dtype=np.int64)), np.bitwise_count(np.uint8(255)), np.bitwise_count(np.array([7], np.int8)).dtype)
try:
    np.bitwise_count(np.array([1.5]))
except TypeError as e:
    print("TypeError", e)

# histogramdd, mask_indices.
pts = (np.arange(150).reshape(50, 3) * 0.6180339887) % 1.0
h, edges = np.histogramdd(pts, bins=(2, 3, 4))
print(h.shape, h.sum(), [e.round(3) for e in edges])
h2, e2 = np.histogramdd((pts[:, 0], pts[:, 1]), bins=3, range=[(0, 1), (0, 1)], density=True)
print(h2.round(4), e2[0])
h1, e1 = np.histogramdd(np.array([0.1, 0.2, 0.9]), bins=2)
print(h1, e1)
print(np.mask_indices(3, np.triu), np.mask_indices(3, np.tril, -1))

# fromstring (text), getbufsize/setbufsize.
print(np.fromstring("1 2 3.5", sep=" "), np.fromstring("1, 2, 3", dtype=int, sep=","), np.fromstring("4 5 6", sep=" ", count=2))
print(np.fromstring("1 x 2", sep=" "), np.fromstring("", sep=" "), np.fromstring("1,2,", dtype=int, sep=","))
print(np.getbufsize(), np.setbufsize(4096), np.getbufsize(), np.setbufsize(8192))
for bad in [7, 100, 10**8]:
    try:
        np.setbufsize(bad)
    except ValueError as e:
        print("ValueError", e)
print(np.euler_gamma, np.little_endian)
