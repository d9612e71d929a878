# np.save/np.load, np.savez and savetxt/loadtxt round trips of views, non-contiguous, lazy, 0-d and empty arrays.
import numpy as np

T = "tmp/_t166_"
m = np.arange(12, dtype=np.int32).reshape(3, 4)
f = np.linspace(-1, 1, 6, dtype=np.float32).reshape(2, 3)
text = lambda path: "".join(chr(c) for c in np.fromfile(path, dtype=np.uint8).tolist())
for a in [m.T, m[::2, ::-1], m[:, 1], f.T[::-1], f[:, ::2] * 2 + 1, m > 4, (m % 3 == 0).T, np.array(2.5),
          np.array(7, np.int16), np.zeros((0, 3)), np.zeros((2, 0), np.float32).T, np.arange(10.0)[::-3]]:
    np.save(T + "a.npy", a)
    b = np.load(T + "a.npy")
    print(repr(b), b.dtype == a.dtype, b.shape == a.shape, np.array_equal(a, b))
for v in [m[1:, 1:3].T, m.T, f[::-1].T, m[:, :1], np.zeros((0, 2)).T]:
    np.save(T + "b", v)
    h = text(T + "b.npy")
    print(h[10:h.index("}") + 1], np.array_equal(np.load(T + "b.npy"), v))
np.savez(T + "z.npz", m.T, f[::-1], empty=np.zeros((0,), np.int8), zero_d=np.array(True), lazy=m * 0.5 - 1)
d = np.load(T + "z.npz")
print(sorted(d.files))
for k in sorted(d.files):
    print(k, repr(d[k]), d[k].shape)
np.savez_compressed(T + "c", v=m[::-1, ::2], w=f.T)
with np.load(T + "c.npz") as e:
    print(e["v"], e["w"], e["w"].dtype)


for a, kw in [(m.T, {"fmt": "%d", "delimiter": ","}), (f[:, ::-1], {"fmt": "%.3f"}), (m[0, ::2] * 1.5, {}),
              (m[::-1, :2], {"fmt": ["%3d", "%-4d"], "delimiter": "|"}), (np.zeros((0, 2)), {"fmt": "%g"}), (f.T * 2, {"fmt": "%.2e", "delimiter": ";"})]:
    np.savetxt(T + "t.txt", a, **kw)
    print(repr(text(T + "t.txt")))
    if a.size and kw.get("delimiter") != "|":
        print(repr(np.loadtxt(T + "t.txt", delimiter=kw.get("delimiter"), ndmin=2)))
np.savetxt(T + "t.txt", m[:, ::-1], fmt="%d", delimiter=",")
print(repr(np.loadtxt(T + "t.txt", delimiter=",", dtype=int)), repr(np.loadtxt(T + "t.txt", delimiter=",", usecols=(0, 2))[::-1]))
print(repr(np.loadtxt(T + "t.txt", delimiter=",", dtype=np.int16, unpack=True)[1]), repr(np.loadtxt(T + "t.txt", delimiter=",", skiprows=1, max_rows=1)))
