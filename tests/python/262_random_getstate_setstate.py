# random.getstate/setstate (module and Random objects): CPython's state tuples, replayed draws.
import random
rng = random.Random(1)
s = rng.getstate(); a = rng.random(); rng.setstate(s); print(a == rng.random(), len(s[1]), s[0], s[1][-1], s[2])
random.seed(42)
st = random.getstate()
x = [random.randint(1, 100) for _ in range(5)]
g = random.gauss(0, 1)
random.setstate(st)
print(x == [random.randint(1, 100) for _ in range(5)], g == random.gauss(0, 1), x)
st2 = random.getstate(); print(st2[2] is not None, random.gauss(0, 1) == random.gauss(0, 1))
random.setstate(st2); print(random.gauss(0, 1))
print(random.getstate()[1][:3])
