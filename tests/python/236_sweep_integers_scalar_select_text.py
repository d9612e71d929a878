# Sweep fixes: Generator.integers' scalar is np.int64 (legacy randint's a Python int), a
# structured dtype prints a bool field as '?', np.select with string choices, genfromtxt(dtype=str),
# np.broadcast's type.
import io
import numpy as np
rng = np.random.default_rng(1)
print(repr(rng.integers(10)), repr(rng.integers(5, 10, dtype=np.int32)), repr(rng.integers(0, 2, dtype=bool)), repr(rng.integers(3, endpoint=True)))
np.random.seed(1)
print(repr(np.random.randint(10)), repr(np.random.randint(5, dtype=np.int32)), repr(np.random.randint(2, dtype=bool)))
rs = np.random.RandomState(2)
print(repr(rs.randint(10)), repr(rs.random_integers(5)) if False else "")
print(repr(rng.random()), repr(rng.normal()), repr(rng.poisson(3.0)), repr(rng.choice(5)), repr(rng.binomial(10, 0.5)), repr(rng.geometric(0.5)))
print(repr(np.random.random()), repr(np.random.normal()), repr(np.random.poisson(3.0)), repr(np.random.choice(5)), repr(np.random.binomial(10, 0.5)))
print(repr(rng.uniform()), repr(rng.exponential()), repr(rng.standard_normal()), repr(rng.permutation(3)))
dt=np.dtype([("a","i1"),("b","u1"),("c","?"),("d","f2"),("e","c16"),("f","M8[D]"),("g","U3")])
print(dt); print(dt.descr); print(np.zeros(1,dt))
x = np.array([1, 5, 9])
print(np.select([x < 3, x < 7], ["lo", "mid"], default="hi"))
print(np.select([x < 3, x > 7], [np.array(["a", "bb", "c"]), "zzzz"], default="-"))
grades = np.array([55, 72, 88, 95])
print(np.select([grades >= 90, grades >= 80, grades >= 70], ["A", "B", "C"], "F"))
a = np.genfromtxt(io.StringIO("A,1\nB,2\n"), delimiter=",", usecols=0, dtype=str)
print(a, a.dtype)
b = np.genfromtxt(io.StringIO("name,qty\napple,3\nkiwi,\n"), delimiter=",", dtype="U3", skip_header=1)
print(b, b.dtype, b.shape)
c = np.genfromtxt(io.StringIO("x y\nlonger z\n"), dtype=str)
print(c, c.dtype)
print(type(np.random.SeedSequence(1)), type(np.broadcast(np.ones(2))))
