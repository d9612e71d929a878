# SeedSequence and spawn, legacy get_state/set_state, Generator shuffle/permutation along an axis,
# math.gamma/lgamma/erf/erfc as CPython's, structured dtype fields, vectorize over strings.
import numpy as np
ss = np.random.SeedSequence(7)
print(ss)
print(repr(ss), ss.entropy, ss.spawn_key, ss.pool_size, ss.n_children_spawned)
print(ss.generate_state(4), ss.generate_state(2, np.uint64))
kids = ss.spawn(2)
print(kids[1], ss.n_children_spawned, kids[1].spawn_key)
print(np.round(np.random.default_rng(ss).random(2), 6), np.round(np.random.default_rng(kids[0]).random(2), 6))
rng = np.random.default_rng(42)
child = rng.spawn(2)
print(np.round(child[0].random(2), 6), np.round(child[1].random(2), 6))
print(rng.bit_generator.seed_seq)
g = np.random.Generator(np.random.PCG64(np.random.SeedSequence([1, 2], spawn_key=(3,))))
print(g.integers(0, 100, 5))
print(np.random.SeedSequence(2**62 + 5).generate_state(3))
gg = child[0].spawn(1)[0]
print(gg.bit_generator.seed_seq.spawn_key, gg.random())
print(type(ss).__name__, isinstance(ss, np.random.SeedSequence))
print(np.random.SeedSequence([5, 2**40]).generate_state(2), np.random.SeedSequence(np.array([3, 4], dtype=np.uint32)).generate_state(2))
for bad in (-1, 1.5, "x"):
    try:
        np.random.SeedSequence(bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
a = np.random.default_rng()
print(len(a.spawn(3)), a.bit_generator.seed_seq.n_children_spawned)
print(np.random.default_rng(np.random.SeedSequence()).random() < 1)


np.random.seed(5)
print(np.random.rand())
st = np.random.get_state()
print(st[0], st[1][:3], st[1].dtype, st[2], st[3], st[4], len(st[1]))
a = np.random.randn(3)
np.random.set_state(st)
print(np.all(np.random.randn(3) == a))
np.random.randn()
d = np.random.get_state(legacy=False)
print(sorted(d), d["has_gauss"], d["state"]["pos"])
x = np.random.randn(2)
np.random.set_state(d)
print(np.all(np.random.randn(2) == x))
rs = np.random.RandomState(3)
s2 = rs.get_state(); v = rs.random(2); rs.set_state(s2); print(np.all(rs.random(2) == v))
try:
    np.random.set_state(("PCG64", st[1], 0))
except ValueError as e:
    print(e)


rng = np.random.default_rng(3)
m = np.arange(12).reshape(3, 4)
rng.shuffle(m, axis=1); print(m)
rng.shuffle(m, axis=-2); print(m)
print(rng.permutation(m, axis=1))
print(rng.permutation(np.arange(24).reshape(2, 3, 4), axis=2))
try:
    rng.shuffle(m, axis=2)
except np.exceptions.AxisError as e:
    print("AxisError", e)


dt = np.dtype([("sku", "U6"), ("qty", "<i4"), ("price", float)])
print(dt, repr(dt))
print(dt.names, dt["price"], dt["sku"], dt[1], dt.fields)
print(len(dt), dt.itemsize, dt.kind, dt.char, dt.str, dt.descr, dt.isbuiltin)
a = np.zeros(2, dtype=dt)
print(a.dtype == dt, a.dtype.names, a.itemsize, a.nbytes)
d2 = np.dtype({"names": ["sku", "qty"], "formats": ["<U6", "<i4"]})
print(d2, repr(d2))
r = np.rec.fromarrays([np.array([1, 2]), np.array(["x", "y"])], names="n,s")
print(r.dtype, repr(r.dtype))
print(np.dtype("i4,f8"))
print("price" in dt.names, dt.fields["qty"])


a = np.array(["a", "bbb"])
print(np.broadcast_shapes(a.shape, (2,)))
b = np.broadcast_to(a, (3, 2))
print(b)
print(b.ravel()[3])
vstr = np.vectorize(lambda s: s.upper() + "!")
print(vstr(a))
print(np.vectorize(len)(a))
print(np.vectorize(lambda x: x > 1)(np.arange(3)), np.vectorize(lambda x: x * 1.5)(np.arange(3)), np.vectorize(lambda x: complex(x, 1))(np.arange(2)))
print(np.vectorize(lambda x: np.float32(x))(np.arange(2)).dtype, np.vectorize(lambda x: np.int8(x))(np.arange(2)).dtype)

import math, random
random.seed(1)
xs = [random.uniform(-30, 180) for _ in range(400)] + [random.uniform(-6, 6) for _ in range(3000)]
out = []
for f in (math.gamma, math.lgamma, math.erf, math.erfc):
    for x in xs:
        try:
            out.append(repr(f(x)))
        except (ValueError, OverflowError) as e:
            out.append(type(e).__name__ + ": " + str(e))
print(len(out), out[::97])
xs = [random.uniform(-30, 180) for _ in range(10)] + [0.5, 1.5, 2.5, 3.7, 10.1, 100.3, -0.5, -1.5, 1e-25, -1e-25, 150.5, 171.5, -171.5, -200.5, -250.5, 1, 2, 3, 23, 24, 30.0, 1e308, float("inf"), float("nan"), 0.0, -0.0, -3.0, float("-inf"), 5.0, 4.999]
print([repr(math.gamma(x)) if x > 0 and x < 171 else "" for x in xs], [repr(math.lgamma(x)) for x in xs if 0 < x < 1e300])
