# Built-in subclasses, found on a new-user pass: a list/dict subclass holding itself prints
# [[...]] (it overflowed the stack), __missing__, built-in methods before __getattr__, str()
# through __repr__, format() through __str__, truth through __len__, plain keys finding
# subclass keys, total_ordering on a tuple subclass, frozenset hashes, named tuple subclasses.
class RD(dict): pass
rd = RD()
rd['self'] = rd
print(repr(rd))
class RL(list): pass
r = RL(); r.append(r)
print(repr(r))
class Counter2(dict):
    def __missing__(self, key):
        return 0
c = Counter2()
print(c['x'])
c['w'] += 1
print(c)
class Stack(list):
    def __repr__(self): return f"Stack({super().__repr__()})"
class Meters(float):
    def __repr__(self): return f"{float(self)} m"
print(Stack([1]), str(Stack([1])))
print(Meters(2), f"{Meters(2)}")
from collections import namedtuple
class P(namedtuple('P', 'x y')):
    def __str__(self): return "P-str"
class I(int):
    def __str__(self): return "I-str"
print(f"{P(1, 2)}", format(I(3)), "{}".format(I(3)))
class LenL(list):
    def __len__(self): return 100
print(bool(LenL()), "yes" if LenL() else "no")
class Hidden(dict):
    def __iter__(self): return (k for k in super().__iter__() if not k.startswith('_'))
    def keys(self): return [k for k in super().keys() if not k.startswith('_')]
print(dict(Hidden(a=1, _s=2)), {**Hidden(a=1, _s=2)})
from enum import Enum
class Name(str): pass
class Count(int): pass
class Color(str, Enum):
    RED = 'red'
print({Name("a"): 1}.get("a"), {"a": 1}.get(Name("a")))
print(Count(5) in {5}, {Count(5): 'x'}.get(5))
print({Color.RED: 1}.get('red'), "a" in {Name("a")})
print({Name("a"): 1} == {"a": 1})
from functools import total_ordering
@total_ordering
class Priority(tuple):
    def __lt__(self, other): return self[0] > other[0]
    def __eq__(self, other): return self[0] == other[0]
a, b = Priority((1, 'low')), Priority((5, 'high'))
print(max([a, b]), a <= b)
a = frozenset({1, 2})
b = frozenset({2, 1})
print(a == b, hash(a) == hash(b))
class Key:
    def __init__(self, *xs): self.s = frozenset(xs)
    def __eq__(self, o): return self.s == o.s
    def __hash__(self): return hash(self.s)
print({Key(1, 2): 'found'}.get(Key(2, 1)))
import copy
from collections import namedtuple
class Point(namedtuple('Point', 'x y')):
    __slots__ = ()
p = Point(1, 2)
print(Point._fields, Point._make([3, 4]))
print(p.count(1), p * 2)
print(copy.copy(p))
try:
    p.z = 1
except AttributeError as e:
    print("AttributeError", e)
class AttrDict(dict):
    def __getattr__(self, name):
        try: return self[name]
        except KeyError: raise AttributeError(name)
d = AttrDict(a=1)
print(d.a, d.keys())

# Found on review: copies of classes, two named tuples of one name, tuple-subclass keys of
# hashable objects, dict() of a dict subclass with its own __iter__ or keys, total_ordering
# on an exception, unary operators of int/float subclasses, __eq__ without __hash__.
import copy, functools
from collections import namedtuple
class A: pass
print(copy.deepcopy({'c': A})['c'] is A, copy.copy(A) is A)
class V2(namedtuple('Vec', 'x y')): pass
class V3(namedtuple('Vec', 'x y z')): pass
print(V2(1, 2), V3(1, 2, 3))
class P:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return self.v == o.v
    def __hash__(self): return hash(self.v)
class T(tuple): pass
print({T((P(1),)): 1}[T((P(1),))])
class F(dict):
    def __iter__(self): return iter(['a'])
print(dict(F(a=1, b=2)))
class K(dict):
    def keys(self): return ['a']
print(dict(K(a=1, b=2)), {**K(a=1, b=2)})
@functools.total_ordering
class E(Exception):
    def __lt__(self, o): return True
print(hasattr(E, "__le__"))
class I(int): pass
class Fl(float): pass
print(-I(3), +Fl(1.5), abs(I(-3)), ~I(1))
class SE(str):
    def __eq__(self, o): return True
try:
    hash(SE("a"))
except TypeError as e:
    print(e)
class Q:
    def __eq__(self, o): return True
try:
    {Q(): 1}
except TypeError as e:
    print(e)
@functools.total_ordering
class Rank(Exception):
    def __init__(self, n): self.n = n
    def __lt__(self, o): return self.n < o.n
    def __eq__(self, o): return self.n == o.n
print(Rank(1) <= Rank(2), Rank(3) > Rank(2), Rank(1) == Rank(1))
