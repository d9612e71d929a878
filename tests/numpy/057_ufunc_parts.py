# real, imag, conj/conjugate and angle on every kind, Python numbers included.
import numpy as np

z = np.array([1 + 2j, -3 - 0.5j, 0j, -1 + 0j, complex(0, -0.0)])
for dt in [np.complex128, np.complex64]:
    a = z.astype(dt)
    for u in ["real", "imag", "conj", "conjugate", "angle", "absolute"]:
        r = getattr(np, u)(a)
        print(u, r.dtype, r)
    print(np.angle(a, deg=True))
for dt in [np.bool_, np.int8, np.uint32, np.int64, np.float16, np.float32, np.float64]:
    a = np.array([1, 0, 3, 1], dtype=dt)
    for u in ["real", "imag", "conj", "angle"]:
        r = getattr(np, u)(a)
        print(dt.__name__, u, r.dtype, r)
print(np.angle(np.array([-2.0, -0.0, 0.0, 3.0, np.nan])), np.angle(np.array([-1, 1]), deg=True))
print(np.angle(np.array([-1, 2], np.int8)), np.angle(np.array([-1.0], np.float32), deg=True))
print(np.real(2.5), np.imag(2.5), np.real(3), np.imag(3), np.real(1 + 2j), np.imag(1 + 2j))
print(repr(np.angle(1j)), repr(np.angle(-2)), repr(np.conj(3 + 4j)), repr(np.conjugate(2.5)))
print(repr(np.real(np.float32(1.5))), repr(np.imag(np.complex64(1 + 2j))), repr(np.angle(np.float16(-1))))
print(np.conj(z) * z, np.real(z * np.conj(z)), np.imag(np.exp(1j * np.linspace(0, 3, 4))))
