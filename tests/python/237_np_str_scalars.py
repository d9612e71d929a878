# String arrays' elements are np.str_ (a str subclass): repr, type, dict keys, str methods,
# np.str_ as a dtype, item()/tolist() giving Python str, records printing their text.
import numpy as np
names = np.array(["Ann", "Bob", "Ann"])
print(list(names), repr(names[0]), type(names[0]).__name__, names[0])
print(np.str_, np.str_("a"), repr(np.str_("a")), names.dtype.type, np.dtype(np.str_), np.issubdtype(names.dtype, np.str_))
print(isinstance(names[0], str), isinstance(names[0], np.str_), names[0] == "Ann", names[0] + "!", names[1].upper(), f"{names[0]:>5}|")
counts = {}
for n in names:
    counts[n] = counts.get(n, 0) + 1
print(counts, sorted(set(names)), max(names), np.unique(names)[0], names.tolist(), names[0].item() if hasattr(names[0], "item") else "")
print(np.array([names[0], "x"]), np.array(list(names)), np.array(names[1]), np.char.upper(names[0]))
print(np.array(["a", "b"], dtype=np.str_), np.zeros(2, dtype=np.str_), names.astype(np.str_))
u, inv = np.unique(names, return_inverse=True)
print(dict(zip(u, np.bincount(inv))))
print([s.lower() for s in names], " ".join(names), "%s-%s" % (names[0], names[1]))
s=np.array(['abc'])[0]
print(s.item(), type(s.item()), s.dtype, s.shape, s.ndim, s.size, s.tolist(), repr(s.strip()), repr(s + 'x'), repr(s[0]), repr(s * 2), repr(str(s)), type(str(s)))
