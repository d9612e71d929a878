# String arrays (dtype '<U'): creation and widths, printing, views and writes, masks and
# fancy indexing, comparisons, sorts and sets, the shape functions, astype both ways.
import numpy as np
names = np.array(["alice", "bob", "carol", "dave", "eve", "bob"])
scores = np.array([88.5, 92.0, 79.5, 85.0, 95.5, 70.0])
print(names[scores > 85])
print(names[np.argsort(scores)][::-1])
mask = names == "bob"
print(mask, scores[mask].mean())
names[mask] = "robert"
print(names)
v = names[1:4]
v[0] = "X"
print(names, v)
r = names.reshape(2, 3)
r[1, 1] = "Y"
print(names)
print(r.T)
print(r[:, 1], r[0])
for row in r:
    print(row, row.tolist(), [str(x) for x in row])
u, c = np.unique(names, return_counts=True)
print(u, c)
print(dict(zip(u.tolist(), c.tolist())))
print(np.isin(names, ["X", "eve"]))
print(np.searchsorted(np.array(["a", "c", "e"]), ["b", "e", "z"]))
print(np.searchsorted(np.array(["a", "c", "e"]), "d"))
a = np.array(["x", "yy"])
b = np.array(["zzz"])
print(repr(np.concatenate([a, b])), repr(np.concatenate((a, ["q"]))))
print(repr(np.append(a, "new")), repr(np.insert(a, 1, "mid")), repr(np.delete(a, 0)))
print(repr(np.hstack([a, b])), repr(np.vstack([a, a])), repr(np.stack([a, a], axis=1)))
print(a < "y", a >= np.array(["x", "z"]), a == b)
print(np.char.upper(["ab", "cd"]), np.char.count(a, "y"))
print(names[[0, 2, 4]], names[-1], names[np.array([1, 3])])
s = np.array(["b", "c", "a"])
s.sort()
print(s, s.argsort())
print(np.sort(np.array([["b", "a"], ["d", "c"]]), axis=0))
print(repr(np.repeat(a, 2)), repr(np.tile(a, 2)))
print(np.where(names == "eve")[0], np.where(scores > 90, "high", "low"))
print(repr(np.full((2, 2), "na")), np.empty_like(a).shape)
print(repr(np.array([["a", "b"], ["c", "d"]]).ravel()), repr(np.array(["a", "b"])[None, :]))
print(np.array(["3", "1.5", "-2"]).astype(float).sum())
print(names.size, names.ndim, names.shape, len(names), np.shape(names), np.ndim(names))
x = np.array(["a", "b", "c"])
print(x.copy(), x.flatten(), x[::2], x.item(1), x.tolist())
print(max(x), min(x), [str(v) for v in sorted(np.array(["q", "a"]))])
print(np.array_equal(x, ["a", "b", "c"]), np.array_equal(x, x[:2]))
print(f"{x[0]}-{x[1]}", "%s!" % x[2], str(x), x.astype("U5").dtype)
print(np.char.strip(np.array(["  a ", "b  "])), np.char.replace(["aXa"], "X", "--"))
print(np.char.str_len(np.array(["", "abc"])), np.char.endswith(x, "c"), np.char.find(["hello"], "l"))
print(repr(np.array(["it's", 'say "hi"'])))
print(np.array(["a", "b"]).dtype == np.array(["c", "d"]).dtype)
print(np.count_nonzero(np.array(["", "a", "b"])))
print(type(x), isinstance(x, np.ndarray), np.array(["a"]).dtype.kind)
z = np.zeros(3, dtype="U4")
z[0] = "abcdefg"
z[1:] = ["p", "q"]
print(repr(z))
print(np.unique(np.array(["b", "a", "b"]), return_inverse=True))
print(np.argmax(np.array(["b", "z", "a"])), np.argmin(np.array(["b", "z", "a"])))
# What NumPy refuses for strings, gpa refuses too (NumPy's exception types).
for bad in [lambda: np.mean(x), lambda: x - x, lambda: np.max(x), lambda: x * 2,
            lambda: np.array(["1.5", "x"]).astype(float), lambda: np.array(["1.5"]).astype(int),
            lambda: x < 3, lambda: bool(x), lambda: np.array(["a", "b"]) + 1]:
    try:
        bad()
        print("no error")
    except (TypeError, ValueError) as e:
        print(type(e).__name__ if type(e).__name__ in ("TypeError", "ValueError") else "TypeError")
print(x == 3, x != 3)
