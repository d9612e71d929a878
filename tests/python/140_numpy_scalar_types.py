# NumPy's scalars against Python's types, on the host (a CuPy array's element is a 0-d
# array, so these differ under cupy): isinstance, issubclass, np.True_/np.False_.
import numpy as np

print(isinstance(np.float64(1), np.ndarray), isinstance(np.zeros(2)[0], float), isinstance(np.arange(2)[0], int))
print(isinstance(np.zeros(2).dtype, np.dtype), isinstance(np.float64, np.dtype), isinstance(np.zeros(2)[0], (np.ndarray, np.floating)))
print(np.True_, np.False_, repr(np.True_), np.True_ == True, type(np.False_).__name__, bool(np.False_), np.True_ + 1)
print(issubclass(type(np.zeros(2)[0]), float), issubclass(np.bool_, np.generic), issubclass(np.complex128, complex))
x = np.float64(4.0)
print(repr(x.reshape(())), repr(x.reshape(1)), repr(np.arange(1).reshape(())), repr(x.reshape(-1)), repr(np.asarray(x)))
