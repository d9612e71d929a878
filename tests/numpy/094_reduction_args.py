import numpy as np
def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
a=np.arange(6.).reshape(2,3)
o=np.zeros(2,dtype=np.int64); r=a.sum(axis=1,out=o); print(r, o, r is o)
print(a.sum(1, np.float32), np.sum(a, 0, None, None, True))
print(a.max(initial=10), np.max(np.zeros(0), initial=-1), a.sum(initial=5), a.sum(where=a>2), a.max(where=a<3, initial=-5), a.mean(where=a>1), a.mean(axis=0, where=a>1))
print(a.any(where=a>10), a.prod(axis=1, initial=2))
show(lambda: a.max(where=a<3))
show(lambda: a.sum(out=np.zeros(3)))
show(lambda: np.max(np.zeros((2, 0), dtype=np.int8), axis=1, initial=3))
show(lambda: np.min((a * 2)[:, ::2], axis=0, where=np.array([True, False]), initial=100))
show(lambda: np.mean(a, axis=1, where=np.array([True, False, True])))
show(lambda: np.all(a, axis=0, where=a > 0))
show(lambda: a.mean(1, np.float32, None, True))
show(lambda: np.amax(a, 0, None, False, -1.0))
show(lambda: np.sum(np.arange(5, dtype=np.int8), initial=np.int8(100)))
show(lambda: a.sum(foo=1))
