# Argument errors come from the declared signatures, worded as NumPy's; new array attributes
# and names (diagonal, flags, dtype aliases).
import numpy as np

a = np.arange(12).reshape(3, 4)
for name, call in [
    ("mean()", lambda: np.mean()),
    ("mean axes", lambda: np.mean(a, axes=1)),
    ("sort 5", lambda: np.sort(a, -1, "stable", None, 5)),
    ("diagonal twice", lambda: np.diagonal(a, offset=1, a=a)),
    ("norm 5", lambda: np.linalg.norm(a, 2, 0, False, 1)),
    ("cumsum kw", lambda: np.cumsum(a, axis=0, dtyp=float)),
    ("argsort twice", lambda: np.argsort(a, 0, axis=1)),
    ("linspace", lambda: np.linspace(0)),
    ("zeros", lambda: np.zeros()),
    ("full", lambda: np.full((2,))),
    ("concatenate", lambda: np.concatenate()),
    ("unique", lambda: np.unique(a, True, True, True, None, True, 1)),
    ("fft", lambda: np.fft.fft(a, n=4, axes=0)),
    ("solve", lambda: np.linalg.solve(a)),
    ("clip kw", lambda: np.clip(a, 1, 2, out=None, bad=1)),
    ("percentile", lambda: np.percentile(a)),
]:
    try:
        call()
        print(name, "no error")
    except TypeError as e:
        print(name, "TypeError:", e)

print(np.diagonal(a), np.diagonal(a, 1), np.diagonal(a, -1), a.diagonal(offset=2))
b = np.arange(24).reshape(2, 3, 4)
print(np.diagonal(b, 0, 1, 2), b.diagonal(1, 0, 2).shape, np.diagonal(b, axis1=2, axis2=0).shape)
print(a.flags["C_CONTIGUOUS"], a.flags["F_CONTIGUOUS"], a.T.flags.c_contiguous, a.T.flags.f_contiguous)
print(a[:, ::2].flags.c_contiguous, a[1:].flags.c_contiguous)
for t in [np.ubyte, np.byte, np.short, np.ushort, np.intc, np.uintc, np.longlong, np.ulonglong,
          np.intp, np.uintp, np.half, np.single, np.double, np.csingle, np.cdouble, np.uint, np.long, np.ulong]:
    print(np.dtype(t).name, end=" ")
print()
print(np.array([1, 2], dtype=np.single).dtype, np.zeros(2, np.ubyte).dtype)

# set_printoptions(threshold=...) takes any number: inf never summarises.
np.set_printoptions(threshold=np.inf)
print(np.get_printoptions()["threshold"], np.arange(1200)[-3:], str(np.arange(1500)).count("..."))
np.set_printoptions(threshold=1000)
print(str(np.arange(1500)).count("..."))
for bad in [float("nan"), "x"]:
    try:
        np.set_printoptions(threshold=bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
np.set_printoptions(threshold=1000)
