# np.frombuffer's array is read-only, as NumPy's over immutable bytes: flags, refused writes, writable copies.
import numpy as np
a = np.frombuffer(b"\x01\x02\x03\x04", dtype=np.uint8)
print(a.flags.writeable, a.flags["WRITEABLE"])
for f in [lambda: a.__setitem__(0, 5), lambda: a.fill(0)]:
    try:
        f()
    except ValueError as e:
        print("ValueError", e)
b = a.copy(); b[0] = 9; print(b, b.flags.writeable, a, (a + 1).flags.writeable, a[1:].flags.writeable)
c = a.reshape(2, 2)
try:
    c[0, 0] = 1
except ValueError as e:
    print(e)
