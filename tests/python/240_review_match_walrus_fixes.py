# Review mends: a mapping pattern's **rest copies with dict(m); := in a lambda binds in the lambda;
# a sequence pattern checks the length before copying; deque is a sequence; duplicate
# __match_args__; SeedSequence.state; select, issubdtype, KeyError text, genfromtxt text, busday NaT.
from collections import OrderedDict, deque
import numpy as np, io
class O(OrderedDict):
    def items(self):
        return [(1,)]
try:
    match O(a=1):
        case {**r}:
            print(r)
except TypeError as e:
    print("TypeError")
h = lambda: (z := 5) + z
print(h())
try:
    print(z)
except NameError as e:
    print("NameError", e)
def g():
    fn = lambda: (q := 3)
    fn()
    try:
        return q
    except NameError:
        return "unbound"
print(g())
match range(10**12):
    case [a, b]:
        print("two")
    case _:
        print("other")
match deque([1, 2]):
    case [a, b]:
        print("deque", a, b)
class MA:
    __match_args__ = ("p", "p")
    p = 1
try:
    match MA():
        case MA(a, b):
            print("matched")
except TypeError as e:
    print(e)
ss = np.random.SeedSequence(3)
print(ss.state)
x = np.array([1, 5])
try:
    np.select([x < 3, x > 3], ["a", "bb"])
except TypeError as e:
    print("TypeError")
print(np.issubdtype(np.str_, np.generic), np.issubdtype(np.array(["a"]).dtype, np.generic))
dt = np.dtype([("p", int)])
try:
    dt["q"]
except KeyError as e:
    print("KeyError", e)
print(np.genfromtxt(io.StringIO("a,N/A\nb,c\n"), delimiter=",", dtype=str, missing_values="N/A"))
try:
    np.busday_offset(np.array(["NaT"], dtype="M8[D]"), 1)
except ValueError as e:
    print(e)
print(np.busday_offset(np.array(["NaT"], dtype="M8[D]"), 1, roll="forward"))
