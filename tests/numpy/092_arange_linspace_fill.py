import numpy as np
def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
show(lambda: np.arange(np.int16(4)))
show(lambda: np.arange(np.int32(3), 5))
show(lambda: np.arange(0, 5, np.int8(2)))
show(lambda: np.arange(0, 1, 0.1, dtype=np.float32))
show(lambda: np.arange(1, 3, 0.5, dtype=np.int32))
show(lambda: np.arange(4, dtype=bool))
show(lambda: np.arange(2, dtype=bool))
show(lambda: np.arange(0.1, 1.3, 0.1))
show(lambda: np.arange(-3, 3, 0.7, dtype=np.float16))
show(lambda: np.arange(10, 0, -3, dtype=np.uint8))
show(lambda: np.arange(5, dtype=np.complex64))
show(lambda: np.arange(0, 10, 2.5))
print(repr(np.linspace(0,1,5,retstep=True)), repr(np.linspace(0,1j,3)), repr(np.linspace(0,1,1,retstep=True)), repr(np.linspace(2,3,0,retstep=True)))
print(repr(np.linspace(0, 10, 4, endpoint=False, retstep=True)))
print(repr(np.linspace(1+1j, 2, 3, dtype=np.complex64)))
print(np.linspace(-1, 1, 7, dtype=np.float32))
