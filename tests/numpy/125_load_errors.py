# np.load of missing, empty, truncated and corrupt files: NumPy's exception kinds and messages.
import numpy as np

T = "tmp/_t125_"


def raw(path, codes):
    np.array(codes, dtype=np.uint8).tofile(path)


def codes(s):
    return [ord(ch) for ch in s]


def show(path, **kw):
    try:
        a = np.load(path, **kw)
        print("loaded", repr(a))
    except (ValueError, EOFError, OSError, KeyError) as e:
        print(type(e).__name__ + ":", e)


np.save(T + "good.npy", np.arange(3.0))
good = np.fromfile(T + "good.npy", dtype=np.uint8).tolist()
hdr = "".join(chr(c) for c in good[10:128])

show(T + "missing.npy")
show(T + "missing.npz")
raw(T + "empty.npy", [])
show(T + "empty.npy")
raw(T + "garbage.npy", codes("hello, this is not an array file"))
show(T + "garbage.npy")
raw(T + "short.npy", good[:7])
show(T + "short.npy")
raw(T + "short2.npy", good[:9])
show(T + "short2.npy")
raw(T + "short3.npy", good[:40])
show(T + "short3.npy")
raw(T + "short4.npy", good[:-5])
show(T + "short4.npy")
raw(T + "extra.npy", good + [1, 2, 3])
show(T + "extra.npy")
raw(T + "ver.npy", good[:6] + [5, 0] + good[8:])
show(T + "ver.npy")


def with_header(name, h):
    h = h[:-1] + " " * (118 - len(h)) + "\n"
    raw(T + name, good[:10] + codes(h) + good[128:])
    show(T + name)


with_header("keys.npy", "{'descx': '<f8', 'fortran_order': False, 'shape': (3,), }\n")
with_header("keys2.npy", "{'descr': '<f8', 'fortran_order': False, 'shape': (3,), 'x': 1}\n")
with_header("syntax.npy", "{'descr': '<f8', 'fortran_order': False, 'shape': (3,,), }\n")
with_header("notdict.npy", "['descr', '<f8']\n")
with_header("descr.npy", "{'descr': '<q9', 'fortran_order': False, 'shape': (3,), }\n")
with_header("object.npy", "{'descr': '|O', 'fortran_order': False, 'shape': (3,), }\n")
with_header("fortran.npy", "{'descr': '<f8', 'fortran_order': 0, 'shape': (3,), }\n")
with_header("shape.npy", "{'descr': '<f8', 'fortran_order': False, 'shape': [3], }\n")
with_header("shape2.npy", "{'descr': '<f8', 'fortran_order': False, 'shape': (3, 'a'), }\n")
with_header("bigger.npy", "{'descr': '<f8', 'fortran_order': False, 'shape': (4,), }\n")
with_header("dq.npy", '{"descr": "<f4", "fortran_order": True, "shape": (2, 3), }\n')
show(T + "good.npy", max_header_size=10)

# A damaged archive.
np.savez(T + "z.npz", a=np.arange(4))
z = np.fromfile(T + "z.npz", dtype=np.uint8).tolist()
raw(T + "trunc.npz", z[:len(z) // 2])
try:
    np.load(T + "trunc.npz")
    print("loaded")
except Exception:
    # NumPy: zipfile.BadZipFile; gpa: ValueError
    print("error")
