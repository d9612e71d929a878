# The attribute protocol as CPython's: __setattr__/__delattr__ of a class (object.__setattr__,
# super().__delattr__), del obj.attr, descriptors (__get__/__set__/__set_name__, data before the
# instance dict, others after), private name mangling; a sequence times a NumPy integer;
# functools.wraps/update_wrapper, partial objects, lru_cache's LRU and cache_info,
# cmp_to_key, total_ordering.
class Logged:
    def __setattr__(self, k, v):
        print("set", k, v)
        object.__setattr__(self, k, v)
    def __delattr__(self, k):
        print("del", k)
        super().__delattr__(k)
o = Logged()
o.x = 1
print(o.x, o.__dict__)
del o.x
print(hasattr(o, "x"))
class D: pass
d = D()
d.age = 3
del d.age
print(hasattr(d, "age"))
try:
    del d.age
except AttributeError as e:
    print(e)
class Typed:
    def __set_name__(self, owner, name):
        self.name = "_" + name
    def __get__(self, obj, typ=None):
        if obj is None:
            return self
        return getattr(obj, self.name, None)
    def __set__(self, obj, value):
        if not isinstance(value, int):
            raise TypeError(f"{self.name[1:]} must be int")
        setattr(obj, self.name, value)
class Lazy:
    def __init__(self, f): self.f = f
    def __get__(self, obj, typ):
        if obj is None: return self
        v = self.f(obj)
        setattr(obj, self.f.__name__, v)
        return v
class P:
    age = Typed()
    def __init__(self, age): self.age = age
    @Lazy
    def heavy(self):
        print("computing")
        return 42
p = P(3)
print(p.age, p._age, type(P.age).__name__)
try:
    p.age = "x"
except TypeError as e:
    print(e)
print(p.heavy, p.heavy)
class Frozen:
    __slots__ = ("a",)
    def __init__(self): object.__setattr__(self, "a", 1)
    def __setattr__(self, k, v): raise AttributeError("frozen")
f = Frozen()
print(f.a)
try: f.a = 2
except AttributeError as e: print(e)
class Counter:
    n = 0
    def __setattr__(self, k, v):
        Counter.n += 1
        super().__setattr__(k, v)
c = Counter(); c.a = 1; c.b = 2; print(Counter.n, c.a, c.b)
class WithProp:
    @property
    def v(self): return 1
try: del WithProp().v
except AttributeError as e: print(e)
class Base:
    def __init__(self):
        self.__id = "base"
    def base_id(self):
        return self.__id
    def __helper(self):
        return "helped " + self.__id
    def run(self):
        return self.__helper()
class Child(Base):
    def __init__(self):
        super().__init__()
        self.__id = "child"
    def child_id(self):
        return self.__id
c = Child()
print(c.base_id(), c.child_id(), c.run(), sorted(k for k in vars(c)))
print(c._Base__id, c._Child__id, hasattr(c, "__id"), hasattr(Base, "_Base__helper"))
class _Under:
    __secret = 5
    def get(self): return self.__secret, _Under.__secret
print(_Under().get(), _Under._Under__secret)
class Outer:
    class Inner:
        def f(self):
            self.__v = 1
            return vars(self)
    def g(self):
        return Outer.Inner().f()
print(Outer().g())
class Dunder:
    def __init__(self): self.__x__ = 3
print(Dunder().__x__)
try:
    c.__id
except AttributeError as e:
    print(e)
import functools
from functools import wraps, partial, lru_cache, total_ordering, cmp_to_key, reduce
def deco(fn):
    @functools.wraps(fn)
    def wrapper(*a):
        return fn(*a)
    return wrapper
@deco
def area(r):
    """Area of a circle."""
    return 3.14 * r * r
print(area.__name__, area.__doc__, area.__wrapped__.__name__, area(2))
print(sorted(["b10", "a2", "c1"], key=cmp_to_key(lambda x, y: (x[1:] > y[1:]) - (x[1:] < y[1:]))))
@lru_cache(maxsize=None)
def fib(n):
    "fib doc"
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(30), fib.cache_info(), fib.__name__, fib.__doc__)
fib.cache_clear(); print(fib.cache_info())
@lru_cache(maxsize=2)
def sq(x):
    print("compute", x)
    return x * x
for x in [1, 2, 1, 3, 2, 1]:
    sq(x)
print(sq.cache_info())
@lru_cache
def g(x): return x + 1
print(g(1), g(1), g.cache_info())
p = partial(int, base=2)
print(p("101"), p.func is int, p.args, p.keywords)
def f(a, b, c=0): return a * 100 + b * 10 + c
q = partial(partial(f, 1), c=3)
print(q(2), q.args, q.keywords)
@total_ordering
class V:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return self.v == o.v
    def __lt__(self, o): return self.v < o.v
print(V(1) <= V(2), V(2) >= V(2), V(3) > V(2), V(1) >= V(2))
print(reduce(lambda a, b: a + b, [1, 2, 3], 10))
def f(): pass
print(f.__module__, f.__qualname__)
class A:
    def m(self): pass
print(A.m.__qualname__, A.m.__module__)
import numpy as np
n = np.int64(3)               # e.g. from counts.max(), arr.sum(), np.argmax(...)
print([0] * n)                # CPython: [0, 0, 0]
print((1,) * n)               # CPython: (1, 1, 1)
print(n * [1, 2])             # CPython: [1, 2, 1, 2, 1, 2]
print('-' * n)                # CPython: ---
print(type([0] * n).__name__)
