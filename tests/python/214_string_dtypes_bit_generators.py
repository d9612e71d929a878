# Host NumPy: string and time dtypes by name, numeric strings written into numeric arrays,
# lexsort of string keys, explicit bit generators (np.random.Generator(np.random.PCG64(s))).
import numpy as np
for s in ['U3', '<U3', 'str', '=U1', '<M8[D]', 'datetime64[s]', 'm8']:
    d = np.dtype(s)
    print(repr(d), d.kind, d == s)
print(np.dtype(str) == np.dtype('<U'), np.dtype('<U3') == np.dtype('U3'))
a = np.zeros(4)
a[0] = "2.5"
a[1:3] = ["1", "3e2"]
a[[3]] = [" -7 "]
print(a)
b = np.zeros(3, dtype=np.int32)
b[0] = "7"
b[1:] = ("8", "-9")
print(b)
def put(x, i, v):
    x[i] = v
for f in [lambda: put(a, 0, "abc"), lambda: put(b, 0, "7.5"),
          lambda: np.array(["x"], dtype=float), lambda: np.array(["1", "2"]).astype(float),
          lambda: np.array(["1", "q"]).astype(int)]:
    try: print(f())
    except ValueError as e: print("ValueError", e)
names = np.array(['bob', 'amy', 'cat', 'amy'])
ages = np.array([30, 25, 20, 20])
print(np.lexsort((ages, names)), np.lexsort((names, ages)), np.lexsort([names]))
print(np.lexsort(np.array([['b', 'a', 'c'], ['x', 'x', 'y']])))
print(np.random.Generator(np.random.PCG64(1)).random(3))
print(np.random.default_rng(np.random.PCG64(3)).integers(0, 100, 5))
rng = np.random.default_rng(7)
same = np.random.Generator(rng.bit_generator)
print(rng.random(), same.random(), rng.random(), np.random.default_rng(rng) is rng)
print(np.random.default_rng(7).random(3))
