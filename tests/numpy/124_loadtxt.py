# np.loadtxt: whitespace and delimited columns, comments, skiprows, usecols, ndmin, unpack,
# max_rows, dtypes; NumPy's messages for bad input; text files NumPy wrote.
import numpy as np

T = "tmp/_t124_"


def show(*args, **kw):
    try:
        a = np.loadtxt(*args, **kw)
        print(repr(a), a.shape, a.dtype)
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)


show("data/txt_default.txt")
show("data/txt_int_csv.txt", delimiter=",")
show("data/txt_int_csv.txt", delimiter=",", dtype=int)
show("data/txt_int_csv.txt", delimiter=",", dtype=np.uint8, usecols=(2, 0))
show("data/txt_complex.txt", dtype=complex)
show("data/txt_complex.txt", dtype=np.complex64)
show("data/txt_mixed.txt")
show("data/txt_mixed.txt", skiprows=2)
show("data/txt_mixed.txt", usecols=1)
show("data/txt_mixed.txt", usecols=[-1, 0], ndmin=2)
show("data/txt_mixed.txt", max_rows=2)
show("data/txt_mixed.txt", dtype=np.float32)
show("data/txt_mixed.txt", dtype=np.int16)
show("data/txt_mixed.txt", dtype=bool)
show("data/txt_csv.txt", delimiter=",")
show("data/txt_csv.txt", delimiter=",", skiprows=1)
show("data/txt_csv.txt", delimiter=",", skiprows=1, max_rows=1)
a, b = np.loadtxt("data/txt_int_csv.txt", delimiter=",", unpack=True, usecols=(0, 2))
print(a, b)
c0, c1, c2 = np.loadtxt("data/txt_mixed.txt", unpack=True)
print(c0, c1, c2)

# Round trips through savetxt.
for dt in [np.float64, np.float32, np.float16, np.int64, np.int32, np.uint16, np.int8]:
    x = (np.arange(12).reshape(4, 3) * 7 - 20).astype(dt)
    np.savetxt(T + "r.txt", x, fmt="%s" if dt in (np.float16, np.float32) else "%.18e")
    y = np.loadtxt(T + "r.txt", dtype=dt)
    print(dt.__name__, repr(y), (x == y).all())
x = np.array([[1.5, -2.25], [1e300, 5e-324]])
np.savetxt(T + "r.txt", x)
print(repr(np.loadtxt(T + "r.txt")), (np.loadtxt(T + "r.txt") == x).all())
z = np.array([1 + 2j, -0.5 - 3j])
np.savetxt(T + "r.txt", z)
print(repr(np.loadtxt(T + "r.txt", dtype=complex)))

# Shapes: one value, one row, one column; ndmin.
for s in ["5\n", "1 2 3\n", "1\n2\n3\n", "1 2\n3 4\n"]:
    np.savetxt(T + "s.txt", [0])
    # write the text through savetxt's header (comments='' writes it verbatim)
    np.savetxt(T + "s.txt", np.zeros((0, 1)), header=s[:-1], comments="")
    for nd in [0, 1, 2]:
        show(T + "s.txt", ndmin=nd)

# Special values and odd spacing.
np.savetxt(T + "v.txt", np.zeros((0, 1)), header="inf -Inf nan NaN\n+2 .5 5. 1e-3\n  \t7 8\t 9  10", comments="")
show(T + "v.txt")
show(T + "v.txt", delimiter=" ")

# Errors.
np.savetxt(T + "e.txt", np.zeros((0, 1)), header="1 2 3\n4 5\n", comments="")
show(T + "e.txt")
show(T + "e.txt", usecols=(0, 4))
show(T + "e.txt", usecols=(0, 1), dtype=int)
np.savetxt(T + "e.txt", np.zeros((0, 1)), header="1 x\n1_0 2\n0x10 1", comments="")
show(T + "e.txt")
show(T + "e.txt", skiprows=1)
show(T + "e.txt", skiprows=2, dtype=int)
show(T + "e.txt", ndmin=3)
show(T + "e.txt", skiprows=-1)
show(T + "e.txt", comments="")
show(T + "e.txt", delimiter=", ")
try:
    np.loadtxt(T + "missing.txt")
except FileNotFoundError as e:
    print("FileNotFoundError:", e)
except OSError as e:
    print("OSError:", e)
