# cov/corrcoef (written in gpa's stdlib as NumPy writes them): weights, dtype, complex;
# the dtype questions result_type, promote_types, can_cast, iscomplexobj, isrealobj;
# np.array(ndmin=) and copies that never alias.
import numpy as np

x = np.array([[0.0, 1.0, 2.0, 4.0, 3.5], [2.0, 1.0, 0.5, -3.0, 1.0], [1.0, 1.5, 9.0, 2.0, 0.0]])
f = np.array([1, 2, 1, 3, 1])
w = np.array([0.5, 1.0, 2.0, 1.0, 0.25])
print(np.cov(x, fweights=f))
print(np.cov(x, aweights=w))
print(np.cov(x, fweights=f, aweights=w, ddof=0))
print(np.cov(x, fweights=f, aweights=w))
print(np.cov(x[:, ::2], fweights=f[::2], bias=True))
print(repr(np.cov(x.astype(np.float32))), np.cov(x, dtype=np.float32).round(2), np.cov(x, dtype=np.float32).dtype)
print(repr(np.cov(np.arange(5, dtype=np.int8))), repr(np.cov(x.T[1:4], rowvar=False, ddof=2)))
z = x[:2] + 1j * x[1:]
# cuBLAS leaves rounding residue (~1e-17) in the Hermitian product's real diagonal's
# imaginary part, where OpenBLAS gives exact zeros: compared rounded.
print(np.cov(z).round(10) + 0)
print(np.cov(z[0], z[1].astype(np.complex64)).round(5) + 0)
print(np.corrcoef(z).round(10) + 0)
print(np.corrcoef(x, dtype=np.float32).round(4))
print(repr(np.cov([1.0, 2.0], ddof=2)), repr(np.cov(x[:, :1])))
for bad in [
    lambda: np.cov(x, ddof=1.5),
    lambda: np.cov(x, fweights=[1, 2, 1, 3, 1.5]),
    lambda: np.cov(x, fweights=[1, 2]),
    lambda: np.cov(x, fweights=[[1, 2, 1, 3, 1]]),
    lambda: np.cov(x, fweights=[1, -2, 1, 3, 1]),
    lambda: np.cov(x, aweights=[1, 2]),
    lambda: np.cov(x, aweights=[1, -2, 1, 3, 1]),
    lambda: np.cov(x, np.ones((2, 3))),
]:
    try:
        print(bad())
    except (ValueError, TypeError, RuntimeError) as e:
        print(type(e).__name__, e)

a8, u8, f2 = np.ones(2, np.int8), np.ones(2, np.uint8), np.ones(2, np.float16)
print(np.result_type(a8, u8), np.result_type(a8, 1.0), np.result_type(f2, 1.0), np.result_type(f2, 1j))
print(np.result_type(3, 1.5), np.result_type(True, 2), np.result_type(np.float32, np.int16), np.result_type("i4", "u4"))
print(repr(np.result_type(u8, 300)), np.result_type(np.complex64, np.float64), np.result_type(a8, np.int64, 2))
print(np.promote_types(np.int8, np.uint8), np.promote_types("f4", "i8"), np.promote_types(np.bool_, np.float16))
print(np.can_cast(np.int8, np.int16), np.can_cast(np.int64, np.float32), np.can_cast(np.float64, np.float32, "same_kind"))
print(np.can_cast(a8, np.uint8), np.can_cast(f2, np.complex64), np.can_cast(np.float64, np.int8, casting="unsafe"))
print(np.iscomplexobj(z), np.iscomplexobj(x), np.iscomplexobj([1, 2j]), np.isrealobj(x), np.isrealobj(3.0), np.isrealobj(z))
for bad in [lambda: np.can_cast(3, np.int8), lambda: np.can_cast(np.int8, np.int16, "maybe"), lambda: np.result_type()]:
    try:
        print(bad())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

b = np.array(x[0], ndmin=3)
print(b.shape, np.array(5, ndmin=2).shape, np.array([[1, 2]], ndmin=1).shape, np.array(x, ndmin=2, dtype=np.int32).dtype)
c = np.array(x)
d = x[:, 1].copy()
e = x[::2].flatten()
x[0, 1] = 100.0
print(c[0, 1], d, e, x[::2].ravel()[1])
