# np.savez / np.savez_compressed and np.load of .npz: member names, keys, dtypes, round trips;
# and .npz files NumPy wrote (tests/numpy/data).
import numpy as np

T = "tmp/_t122_"
a = np.arange(6).reshape(2, 3)
b = np.linspace(0, 1, 5, dtype=np.float32)
c = np.array([1 + 2j, -1j], dtype=np.complex64)
np.savez(T + "plain.npz", a, b, c=c, flag=np.array([True, False]))
d = np.load(T + "plain.npz")
print(d.files)
print(sorted(d.files), len(d), "arr_0" in d, "c" in d, "zz" in d)
for k in d.files:
    print(k, repr(d[k]), d[k].dtype, d[k].shape)
print(list(d))
print([k for k in d])

np.savez_compressed(T + "comp", x=np.zeros((50, 40)), y=np.arange(1000) % 7, z=np.float16(1.5))
e = np.load(T + "comp.npz")
print(e.files, e["x"].shape, e["x"].sum(), e["y"][:10], e["y"].dtype, repr(e["z"]))
with np.load(T + "comp.npz") as f:
    print(f["y"].sum())

# The name gets '.npz' unless it has it; an empty archive.
np.savez(T + "empty")
print(np.load(T + "empty.npz").files)
np.savez(T + "one.bin", np.arange(3))
print(np.load(T + "one.bin.npz")["arr_0"])

# Every dtype through a compressed archive.
dts = [np.bool_, np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16, np.uint32,
       np.uint64, np.float16, np.float32, np.float64, np.complex64, np.complex128]
kw = {}
for i, dt in enumerate(dts):
    kw["m" + str(i)] = (np.arange(4) - 1).astype(dt)
np.savez_compressed(T + "all", **kw)
g = np.load(T + "all.npz")
for k in g.files:
    print(k, repr(g[k]))

# Transposed and sliced members.
x = np.arange(12.0).reshape(3, 4)
np.savez(T + "views", t=x.T, s=x[::2, 1:])
h = np.load(T + "views.npz")
print(repr(h["t"]), repr(h["s"]))

# Archives NumPy wrote.
for name in ["plain", "compressed", "empty"]:
    f = np.load("data/" + name + ".npz")
    print(name, f.files)
    for k in f.files:
        print(" ", k, repr(f[k]))

try:
    np.savez(T + "dup", np.arange(2), arr_0=np.arange(3))
except ValueError as ex:
    print("ValueError:", ex)
try:
    d["nope"]
except KeyError:
    print("KeyError")
