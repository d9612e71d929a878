# np.rec.array / np.rec.fromrecords from rows with names= or a dtype, or from a structured array;
# a record array's repr puts its dtype on its own line.
import numpy as np
ra = np.rec.array([(1, 2.0), (3, 4.0)], names="a,b")
print(ra.a, ra.b, ra)
print(repr(ra))
rb = np.rec.fromrecords([("x", 1), ("yy", 2)], names=["s", "n"])
print(rb.s, rb.n, rb[1], rb.dtype)
s = np.array([(1, 2.5)], dtype=[("p", int), ("q", float)])
rs = np.rec.array(s)
print(rs.p, rs.q)
rd = np.rec.array([(1, 2.0)], dtype=[("u", "i4"), ("v", "f8")])
print(rd.u, rd.v, rd.dtype)
