import numpy as np

arrs = [
    np.array([1.0, 2.0, 3.0]),
    np.array([0.5, 1.25, -3.75]),
    np.array([1e-5, 1.0, 2.0]),
    np.array([1e10, 1.0]),
    np.array([1e-10, 5e-11]),
    np.array([123456789.0, 0.1]),
    np.array([0.1, 0.2, 0.30000000000000004]),
    np.array([1.0, float('nan'), float('inf'), -float('inf')]),
    np.array([-0.0, 0.0, 1.0]),
    np.array([1e16, 1.0]),
    np.array([0.001, 0.0001]),
    np.array([1.5e300, -2e-300]),
    np.array([3.14159265358979, 2.718281828459045]),
    np.array([100.0, 2000.5, 0.03125]),
    np.array([0.1, 0.2], dtype=np.float32),
    np.array([1e-5, 3.3], dtype=np.float32),
    np.array([1.0, 2.5, 1000.0], dtype=np.float16),
    np.array([float('nan')]),
    np.array([[1.5, -2.0], [1e6, 3.0]]),
    np.array([[1e-7, 1.0], [2.0, 3.0]]),
    np.array(1.0), np.array(-0.0), np.array(1e-20), np.array(float('inf')),
    np.array(0.1, dtype=np.float32),
]
for a in arrs:
    print(a)
    print(repr(a))
