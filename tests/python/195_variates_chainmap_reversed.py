# random's other variates (gamma, beta, von Mises, ...) in CPython's streams; NumPy's
# poisson over an array of rates and choice(shuffle=False); ChainMap; reversed() of
# deques, OrderedDicts, bytes and sequence objects; Match.re and Match.expand.
import numpy as np
import random
import re
from collections import ChainMap, deque, OrderedDict

# ---- rv
for seed in (1, 42, 2024):
    random.seed(seed)
    print([round(random.gammavariate(a, 2.0), 12) for a in (0.3, 1.0, 2.5, 9.0)])
    print([random.betavariate(0.5, 0.7), random.betavariate(2.0, 5.0)], random.lognormvariate(0, 1))
    print(random.vonmisesvariate(1.0, 3.0), random.vonmisesvariate(0.0, 1e-7), random.paretovariate(2.5), random.weibullvariate(1.0, 1.5))
    t = 0.0
    for _ in range(1000):
        t += random.gammavariate(0.5, 1.0)
    print(t, random.random())
r = random.Random(5)
print(r.betavariate(2, 3), r.gammavariate(3, 1))
try:
    random.gammavariate(-1, 1)
except ValueError as e:
    print(e)

# ---- pa
rng = np.random.default_rng(5)
print(rng.choice(5, size=3, replace=False, shuffle=False), rng.poisson([1, 10, 100]))
print(rng.choice(20000, size=5, replace=False, shuffle=False), rng.choice(50, 4, replace=False))
print(rng.poisson(np.array([[0.5], [50.0]]), size=(2, 3)))
np.random.seed(3)
print(np.random.poisson([2.0, 20.0, 200.0]), np.random.poisson(np.array([1.0, 2.0]), size=(3, 2)).sum(axis=0))
for bad in ([1, -1], [1, np.nan], [1e30]):
    try:
        rng.poisson(bad)
    except ValueError as e:
        print(e)

# ---- cm
defaults = {"color": "red", "user": "guest"}
env = {"user": "admin"}
cm = ChainMap(env, defaults)
print(cm["user"], cm["color"], len(cm), sorted(cm), cm.get("x", 0), "color" in cm, cm)
child = cm.new_child({"user": "child"})
child["mode"] = "fast"
print(child["user"], child.maps[0], child.parents["user"], dict(child.items()) == {"user": "child", "mode": "fast", "color": "red"})
print(list(reversed(deque([1, 2, 3]))), list(reversed(OrderedDict(a=1, b=2))), list(reversed(b"abc")))
class Seq:
    def __len__(self): return 3
    def __getitem__(self, i):
        if i >= 3: raise IndexError
        return i * 10
print(list(reversed(Seq())))

# ---- rm
m = re.match(r"(?P<y>\d{4})-(?P<m>\d\d)", "2024-05")
print(m.re.pattern, m.expand(r"\g<m>/\g<y>"))   # CPython: (?P<y>\d{4})-(?P<m>\d\d) 05/2024
