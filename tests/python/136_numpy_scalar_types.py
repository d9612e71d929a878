# NumPy's abstract scalar types (np.floating, np.integer, ...) with isinstance and
# np.issubdtype, and isinstance against concrete scalar types (np.float64).
import numpy as np
a = np.array([1.5, 2.0]); i = np.arange(3); u = np.arange(3, dtype=np.uint8); b = np.array([True])
print(isinstance(a[0], np.floating), isinstance(a[0], np.integer), isinstance(i[0], np.integer), isinstance(i[0], (int, np.integer)))
print(isinstance(a[0], np.float64), isinstance(a[0], np.float32), isinstance(u[0], np.unsignedinteger), isinstance(b[0], np.number), isinstance(b[0], np.generic))
print(np.issubdtype(a.dtype, np.floating), np.issubdtype(i.dtype, np.floating), np.issubdtype(i.dtype, np.number), np.issubdtype(u.dtype, np.signedinteger))
print(np.issubdtype(np.float32, np.inexact), np.issubdtype(np.complex64, np.complexfloating), np.issubdtype(np.floating, np.number), np.issubdtype(np.integer, np.floating))
print(np.issubdtype(np.float64, float), np.issubdtype("int32", np.integer), np.issubdtype(np.bool_, np.number), np.issubdtype(np.int64, np.int64))
print(np.floating, np.generic, isinstance(np.float64(3), np.number), isinstance(3.0, np.floating), isinstance(a, np.floating))
