# Structured arrays compare field by field (== is every field equal, != any differs), as
# NumPy's do; records too.
import numpy as np

a = np.array([(1, 2.0), (3, 4.0), (1, 2.0)], dtype=[("x", "i4"), ("y", "f8")])
print(a == a[0], a != a[0], a == a, a[1] == a[1], a[0] != a[2])
b = a.copy()
b["y"][2] = 9.5
print(a == b, a != b, (a == b).all())
