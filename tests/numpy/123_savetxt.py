# np.savetxt: NumPy's default '%.18e', fmt strings and lists, delimiter, newline, header,
# footer, comments, complex columns, every dtype; the exact text, read back byte by byte.
import numpy as np

T = "tmp/_t123_"


def text(path):
    return "".join(chr(c) for c in np.fromfile(path, dtype=np.uint8).tolist())


x = np.array([[1.0, 2.5, -3.0], [1e-20, 123456789.0, np.nan]])
np.savetxt(T + "a.txt", x)
print(repr(text(T + "a.txt")))
np.savetxt(T + "a.txt", x, fmt="%.3f", delimiter=",", header="a,b,c", footer="end\nreally")
print(repr(text(T + "a.txt")))
np.savetxt(T + "a.txt", x, fmt=["%d", "%10.2e", "%g"], newline=";\n", header="x", comments="// ")
print(repr(text(T + "a.txt")))
np.savetxt(T + "a.txt", x, fmt="%s | %r | %5.1f")
print(repr(text(T + "a.txt")))
np.savetxt(T + "a.txt", np.arange(4))
print(repr(text(T + "a.txt")))
np.savetxt(T + "a.txt", [1, 2, 3], fmt="%i")
print(repr(text(T + "a.txt")))
np.savetxt(T + "a.txt", np.zeros((0, 3)))
print(repr(text(T + "a.txt")))

for dt in [np.bool_, np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16, np.uint32,
           np.uint64, np.float16, np.float32, np.float64]:
    a = (np.arange(6).reshape(2, 3) - 2).astype(dt)
    np.savetxt(T + "d.txt", a, fmt="%s")
    s1 = text(T + "d.txt")
    np.savetxt(T + "d.txt", a)
    print(dt.__name__, repr(s1), repr(text(T + "d.txt")))
np.savetxt(T + "f.txt", np.array([0.1, 1 / 3], dtype=np.float32), fmt="%s %.10f" .split()[0])
print(repr(text(T + "f.txt")))

# Complex: ' (re+imj)' per column, '+-' folded to '-'.
z = np.array([[1 + 2j, -3 - 0.5j], [0j, 1e10 - 1e-10j]])
np.savetxt(T + "z.txt", z)
print(repr(text(T + "z.txt")))
np.savetxt(T + "z.txt", z, fmt="%.2f", delimiter=",")
print(repr(text(T + "z.txt")))
np.savetxt(T + "z.txt", z.astype(np.complex64), fmt="%.3g%+.3gj  %.3g%+.3gj")
print(repr(text(T + "z.txt")))

# Errors, with NumPy's wording.
for args, kw in [((np.zeros((2, 2, 2)),), {}), ((np.float64(1.0),), {}),
                 ((x,), {"fmt": "%d %d"}), ((x,), {"fmt": ["%d"]}), ((x,), {"fmt": 3}),
                 ((x,), {"fmt": "%x"}), ((z,), {"fmt": "%d %d"})]:
    try:
        np.savetxt(T + "e.txt", *args, **kw)
        print("no error", repr(text(T + "e.txt")))
    except (ValueError, TypeError, AttributeError) as e:
        print(type(e).__name__, e)
