# ufunc out= (written in place, cast 'same_kind', returned) and where= (masked-off elements
# keep out's values).
import numpy as np

a = np.array([1.0, -2.0, 3.0, -4.0])
b = np.array([10.0, 20.0, 30.0, 40.0])
o = np.zeros(4)
r = np.add(a, b, out=o)
print(r is o, o)
r = np.multiply(a, 2, o)
print(r is o, o)
r = np.subtract(a, b, out=(o,))
print(r is o, o)
print(np.sqrt(b, out=o), o)
print(np.negative(a, out=o, where=a > 0), o)
o2 = np.full(4, -1.0)
np.add(a, b, out=o2, where=np.array([True, False, True, False]))
print(o2)
np.multiply(a, b, out=o2, where=False)
print(o2)
np.multiply(a, b, out=o2, where=True)
print(o2)

# casting into the output: same_kind is fine, float -> int is refused
oi = np.zeros(4, np.int32)
print(np.add(np.array([1, 2, 3, 4]), 5, out=oi), oi.dtype)
of32 = np.zeros(4, np.float32)
print(np.multiply(a, 1.5, out=of32), of32.dtype)
oc = np.zeros(4, complex)
print(np.add(a, 1, out=oc))
ob = np.zeros(4, bool)
print(np.greater(a, 0, out=ob), np.logical_not(ob, out=ob))
for f in [lambda: np.add(a, 1, out=np.zeros(4, np.int64)),
          lambda: np.sqrt(np.array([1, 4]), out=np.zeros(2, np.int8)),
          lambda: np.negative(a, out=np.zeros(4, np.uint8)),
          lambda: np.less(a, 0, out=np.zeros(4, np.int8))]:
    try:
        print(f())
    except TypeError as e:
        print("TypeError", e)

# the loop is chosen from the inputs; out only receives the cast result
print(np.add(np.array([100], np.int8), np.array([100], np.int8), out=np.zeros(1, np.int16)))
print(np.sqrt(np.array([2], np.int8), out=np.zeros(1)))

# broadcasting: inputs stretch to out's shape; out never stretches
o3 = np.zeros((2, 3))
print(np.add(np.array([1.0, 2.0, 3.0]), 1, out=o3))
print(np.multiply(np.array([[1.0], [2.0]]), np.array([1.0, 10.0, 100.0]), out=o3))
for f in [lambda: np.add(np.ones(3), 1, out=np.zeros(4)),
          lambda: np.add(np.ones((2, 3)), 1, out=np.zeros(3)),
          lambda: np.sqrt(np.ones(3), out=np.zeros((3, 1))),
          lambda: np.add(np.ones(3), np.ones(4), out=np.zeros(3)),
          lambda: np.add(np.ones(3), 1, out=np.zeros(3), where=np.array([True, False])),
          lambda: np.add(np.ones(3), 1, out=np.zeros(3), where=np.array([1, 0, 1]))]:
    try:
        print(f())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

# where broadcasts against out
o4 = np.zeros((2, 3))
np.add(np.ones((2, 3)), np.arange(3), out=o4, where=np.array([True, False, True]))
print(o4)
np.subtract(np.ones((2, 3)), 5, out=o4, where=np.array([[False], [True]]))
print(o4)
np.power(np.full((2, 3), 2.0), np.arange(3), out=o4, where=[[True, True, False], [False, True, True]])
print(o4)

# out may be a view, or an input (in place)
base = np.zeros(6)
np.add(np.arange(3), 100, out=base[::2])
print(base)
v = np.arange(6.0)
np.multiply(v, v, out=v)
print(v)
np.add(v[:3], v[3:], out=v[3:])
print(v)
w = np.arange(5)
np.negative(w, out=w, where=w % 2 == 0)
print(w)
z = np.array(0.0)
print(repr(np.add(1.5, 2, out=z)), repr(z))

# the out argument itself
for f in [lambda: np.add(a, 1, out=[0, 0, 0, 0]),
          lambda: np.add(a, 1, np.zeros(4), out=np.zeros(4)),
          lambda: np.add(a, 1, out=(np.zeros(4), np.zeros(4))),
          lambda: np.add(a, out=np.zeros(4)),
          lambda: np.sqrt(a, np.zeros(4), np.zeros(4)),
          lambda: np.add(a, 1, bogus=1)]:
    try:
        print(f())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print(np.add(a, 1, out=None))
