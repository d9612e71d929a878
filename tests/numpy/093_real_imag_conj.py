import numpy as np
z = np.array([1+2j, 3-4j, -0.5j], dtype=np.complex64)
print(z.real, z.imag, z.conj(), z.conjugate(), z.real.dtype)
x = np.arange(3.0)
print(x.real is x, x.imag, x.conj())
print(repr(np.complex128(2+3j).real), repr(np.float32(2).imag))
print((z * 2).real.sum())
