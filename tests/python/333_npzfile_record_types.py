# np.load of an .npz gives NumPy's NpzFile (repr, Mapping, close, fresh arrays per access);
# type() of a random Generator / bit generator / RandomState names NumPy's class.
import numpy as np, io, os, tempfile
d = tempfile.mkdtemp()
p = os.path.join(d, "zz.npz")
np.savez(p, x=np.arange(3), y=np.ones(2))
z = np.load(p)
print(repr(z).replace(d, "D")); print(str(z).replace(d, "D"))
print(type(z).__module__, type(z).__qualname__, len(z), list(z), 'x' in z, 'q' in z, z.files, z.f.x, list(z.keys()), [k for k, v in z.items()])
import collections.abc as c; print(isinstance(z, c.Mapping))
a = z["x"]; a[0] = 9; print(z["x"], a)
z.close()
try: print(z['x'])
except Exception as e: print(type(e).__name__, e)
b = io.BytesIO(open(p, 'rb').read()); z = np.load(b); print(repr(z))
try: z['q']
except Exception as e: print(type(e).__name__, e)
print(z.get('q'), z.get('x'))
with np.load(p) as z2:
    print(z2["y"], sorted(z2))
np.savez(p, *[np.arange(i) for i in range(7)])
print(repr(np.load(p)).replace(d, "D"))
try:
    with {}:
        pass
except TypeError as e:
    print(e)
try:
    {}.files
except AttributeError as e:
    print(e)
g = np.random.default_rng(1)
print(type(g).__name__, type(g.bit_generator).__name__, type(g) is np.random.Generator, type(np.random.RandomState(2)).__name__)
print(isinstance(g, np.random.Generator), g.__class__.__name__)
