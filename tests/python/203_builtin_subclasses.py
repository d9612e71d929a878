# Classes deriving from built-in types: list, dict, str, int, float, tuple, named tuples.
# Their own methods first, super() reaching the built-in ones, the value's protocols
# (len, in, indexing, iteration, operators, printing, json, NumPy, copy), isinstance and
# issubclass, enums with a data type mixed in, and the repr of collections' subclasses.
import json, copy, random
import numpy as np
from collections import namedtuple, defaultdict, OrderedDict, Counter, deque
from enum import Enum
class P(namedtuple('P', 'x y')):
    __slots__ = ()
    def norm(self): return (self.x**2+self.y**2)**0.5
p = P(3, 4); print(p, p.norm(), p.x, p[0], len(p), list(p), p == (3, 4), isinstance(p, tuple))
a, b = p
print(a, b, p._fields, p._asdict())
class D(dict):
    def __missing__(self, k): return k*2
d = D(a=1); print(d['a'], d, len(d), isinstance(d, dict), 'a' in d, list(d), d.get('q', 0))
class Counter2(dict):
    def __setitem__(self, k, v):
        print("set", k, v)
        super().__setitem__(k, v)
c = Counter2(); c['x'] = 1; c['y'] = 2; print(c, sorted(c.items()), dict(c))
class L(list):
    def total(self): return sum(self)
l = L([1,2,3]); l.append(4); print(l, l.total(), len(l), l[1:3], l + [5], [0] + l, l * 2, bool(L()))
l += [9]; print(l, type(l).__name__)
class S(str):
    def shout(self): return self.upper() + '!'
s = S('hi'); print(s.shout(), s, repr(s), s + '?', len(s), s == 'hi', f"<{s}>", isinstance(s, str), s[0])
class Stack(list):
    def push(self, x): self.append(x)
    def peek(self): return self[-1]
st = Stack(); st.push(1); st.push(2); print(st.peek(), st.pop(), st)
class I(int):
    def double(self): return self * 2
i = I(21); print(i.double(), i + 1, 1 + i, i > 20, int(i), str(i), i)
class Attr(dict):
    def __getattr__(self, k):
        try:
            return self[k]
        except KeyError:
            raise AttributeError(k)
    def __setattr__(self, k, v): self[k] = v
ad = Attr(x=1); ad.y = 2; print(ad.x, ad.y, ad)
class Named(str):
    def __new__(cls, v, tag):
        o = super().__new__(cls, v)
        o.tag = tag
        return o
n = Named("abc", 5); print(n, n.tag, n.upper())
class Sq(list):
    def __init__(self, n):
        super().__init__(i * i for i in range(n))
print(Sq(4), Sq(4) == [0, 1, 4, 9])
try:
    hash(L())
except TypeError as e: print(e)
print({S('k'): 1}[S('k')], hash(I(5)) == hash(5))
class T(tuple): pass
print(T((1, 2)), T([3]) + (4,))
class F(float): pass
print(F(1.5) * 2, F('2.5'))
print(L.__mro__)
class D2(dict): pass
class L2(list): pass
class S(str): pass
d = D2(a=1, b=[1, 2]); l = L2([3, 1, 2]); s = S("x")
print(json.dumps(d), json.dumps(l), json.dumps(s), json.dumps({"k": l}))
print(np.array(l), np.asarray(L([1.5, 2])).dtype, np.sum(l), np.mean(L([1, 2])))
random.seed(1); random.shuffle(l); print(l, type(l).__name__, random.choice(l))
c = copy.copy(l); dc = copy.deepcopy(d); print(c, type(c).__name__, dc, type(dc).__name__, dc["b"] is d["b"])
print(sorted(l), min(l), max(l), sum(l), " ".join(L(["a", "b"])), "-".join(s), list(enumerate(l)), list(zip(l, l)))
def f(**kw): return kw
def g(*a): return a
print(f(**d), {**d}, [*l], g(*l), d | {"z": 0}, dict(d, z=1))
print(*l)
d.update(c=3); print(d, len(d), d.pop("c"), d.keys(), list(d.values()), d.items())
for k, v in d.items(): print(k, v)
print(s * 3, s.join(["1", "2"]), "%s!" % s, s.split("x"), S("a,b").split(","), str(s) == "x", f"{s:>4}")
print(l.index(2), l.count(1), 2 in l, l == [3, 2, 1], l != L(), l < [9])
l.sort(); print(l, l[::-1], reversed(l) is not None, list(reversed(l)))
print(isinstance(l, L), isinstance(l, (dict, list)), issubclass(L, list), issubclass(D, dict), type(l) is L)
x = L([1]); y = x; x += [2]; print(y, x is y)
print(set(l), tuple(l), frozenset(S("ab")) == {"a", "b"})
class Reg(dict):
    def register(self, name):
        def deco(fn):
            self[name] = fn
            return fn
        return deco
reg = Reg()
@reg.register("hi")
def hi(): return "hello"
print(reg["hi"](), list(reg))
class Color(str, Enum):
    RED = "r"
    GREEN = "g"
print(Color.RED, Color.RED.value, Color("g"), Color.RED == "r", list(Color), isinstance(Color.RED, str))
class N(int, Enum):
    A = 1
    B = 2
print(N.A, N.A.value, N.A + 1, N(2), N.A < N.B)
class C(defaultdict): pass
c = C(int); c["a"] += 1; print(c)
class O(OrderedDict): pass
class K(Counter): pass
class Q(deque): pass
print(O(), K("aab"), K(), Q([1]), Q([1], maxlen=2))
for bad in [lambda: L(5), lambda: {L(): 1}, lambda: L([1]).nosuch, lambda: L([1]) < 3,
            lambda: L.__len__(object())]:
    try:
        bad()
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, e)
try:
    class Both(L, dict):
        pass
except TypeError as e:
    print(e)
s = S("ab")
print("-".join([s, s]), "xaby".replace(s, "Z"), "xaby".split(s), s in "xaby", "xaby".find(s),
      "xabyab".count(s), "xab".endswith(s), int(S("12")), float(S("1.5")))
