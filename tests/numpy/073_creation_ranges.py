import numpy as np

print(repr(np.arange(0.5, 3.0, 0.5)), repr(np.arange(1, 2, 0.3)))
print(repr(np.arange(10, 1, -2.5)), repr(np.arange(-1.0, 1.0, 0.4)))
print(repr(np.arange(3, dtype=np.complex64)), repr(np.arange(2, 5, dtype=np.uint8)))
print(repr(np.arange(0, 1, 0.25, dtype=np.float32)), np.arange(0, 1, 0.1).size)
print(repr(np.arange(5.0)), repr(np.arange(np.float32(2))))
print(repr(np.arange(1, 3, 1.0, dtype=np.int32)))
print(repr(np.arange(True, 3)), repr(np.arange(0, 0.3, 0.1)))
print(repr(np.linspace(0, 1, 4, endpoint=False)))
print(repr(np.linspace(1, 0, 4, endpoint=False)), repr(np.linspace(0, 2, 5)[1]))
print(repr(np.linspace(3, 3, 3)), repr(np.linspace(0, 1, 1)), repr(np.linspace(0, 1, 0)))
print(repr(np.linspace(-5, 5, 3, dtype=np.int8)), repr(np.linspace(10, 20, 3, dtype=np.uint8)))
print(repr(np.linspace(2.0, 3.0, num=5, endpoint=True)))
print(repr(np.logspace(0, 2, 3)), repr(np.logspace(-1, 1, 5)))
print(repr(np.logspace(0, 3, 4, base=2)), repr(np.logspace(0, 1, 4, endpoint=False)))
print(repr(np.logspace(1, 3, 3, dtype=np.float32)), repr(np.logspace(0, 4, 5, base=3, dtype=np.int64)))
for bad in [lambda: np.arange(0, 5, 0), lambda: np.linspace(0, 1, -1)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
