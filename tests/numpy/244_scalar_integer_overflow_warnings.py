# NumPy warns of integer overflow for operators on scalars alone (arrays wrap quietly).
# compare-warnings
import numpy as np
a = np.uint8(200) + np.uint8(100)
b = np.int8(100) * np.int8(3)
c = np.int64(2**62) * 4
d = np.uint8(3) - np.uint8(5)
e = np.array([200], dtype=np.uint8) + np.uint8(100)
f = np.int32(5) + np.int32(6)
print(a, b, c, d, e, f)
x = np.array([-1]).astype(np.uint64)[0]
print(x * x, x + x)
