# typing's objects and its NamedTuple/TypedDict classes, namedtuple's methods and hash,
# copy and deepcopy of objects with a memo, __init_subclass__, FrozenInstanceError,
# re.escape's characters and NumPy scalars in f-strings, each as CPython gives them.
import copy
import dataclasses
import numpy as np
import re
from collections import defaultdict, Counter, OrderedDict, namedtuple
from collections import namedtuple
from dataclasses import dataclass
from dataclasses import dataclass, field
from dataclasses import dataclass, fields
from typing import List, Dict, Optional, Tuple, Union, Any, Callable, TypeVar, Generic, NamedTuple, TypedDict, Protocol, cast, overload, TYPE_CHECKING, Iterable, ClassVar, get_type_hints, get_origin, get_args, Literal, Final

# ---- ty
print(List[int], Dict[str, List[int]], Optional[str], Union[int, str], Union[int, None], Callable[[int, str], bool], Tuple[int, ...], Any, Literal["a", "b"])
T = TypeVar("T")
print(T, get_origin(List[int]), get_args(Dict[str, int]), Optional[int] == Union[int, None])
class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: List[T] = []
    def push(self, x: T) -> None:
        self.items.append(x)
s = Stack[int]()
s.push(3); print(s.items)
class P(NamedTuple):
    x: int
    y: float = 0.0
    def norm(self) -> float:
        return (self.x ** 2 + self.y ** 2) ** 0.5
p = P(3, 4.0)
print(p, p.norm(), p._asdict(), p._replace(x=0), P._fields, p[0], list(p), p == (3, 4.0), P(1))
a, b = p
print(a, b, sorted([P(2, 1.0), P(1, 5.0)]))
Emp = NamedTuple("Emp", [("name", str), ("id", int)])
print(Emp("a", 1))
class Movie(TypedDict):
    name: str
    year: int
m = Movie(name="Alien", year=1979)
print(m, type(m).__name__)
print(cast(int, "x"), TYPE_CHECKING)
@dataclass
class C:
    x: int
    n: ClassVar[int] = 0
C.n = 5
c = C(1)
print(c, c.n, [f.name for f in fields(C)])
def f(xs: Iterable[int]) -> Optional[int]:
    return max(xs, default=None)
print(f([1, 2]), f([]))
try:
    p.x = 1
except AttributeError as e:
    print("AttributeError", e)

# ---- nt
P = namedtuple("P", "x y")
Q = namedtuple("Q", ["a", "b", "c"], defaults=[0, 1])
p = P(1, 2)
print(P, p, P._fields, p._fields, p._asdict(), p._replace(y=5), P._make([3, 4]), Q._field_defaults)
print(isinstance(p, P), isinstance(p, tuple), type(p) is P, type(p).__name__, P.__name__)
print(copy.deepcopy(P([1], 2)), copy.copy(p), Q(9))
try:
    p._replace(z=1)
except ValueError as e:
    print(e)
pts = [P(3, 1), P(1, 2)]
print(sorted(pts), max(pts, key=lambda t: t.y), P(*p), dict(p._asdict()))
x, y = p
print(x + y, p[0], p[-1], len(p), p == (1, 2), hash(p) == hash((1, 2)))

# ---- cp2
inner = [1, 2]
outer = [inner, inner]
c = copy.deepcopy(outer)
print(c[0] is c[1]); c[0].append(3); print(c, outer)
l = [1]; l.append(l)
d = copy.deepcopy(l); print(d[1] is d, d[1] is not l)
class Node:
    def __init__(self, v, kids=None): self.v = v; self.kids = kids or []
    def __repr__(self): return f"Node({self.v}, {self.kids})"
t = Node(1, [Node(2), Node(3)])
t2 = copy.deepcopy(t); t2.kids[0].v = 99; print(t, t2, type(t2).__name__)
t3 = copy.copy(t); t3.kids.append(Node(4)); print(t, t3 is t)
@dataclass
class Cfg:
    name: str
    tags: list = field(default_factory=list)
a = Cfg("x", ["a"]); b = copy.deepcopy(a); b.tags.append("b"); print(a, b, a == b)
class S:
    __slots__ = ("a", "b")
    def __init__(self): self.a = [1]; self.b = 2
s = S(); s2 = copy.deepcopy(s); s2.a.append(5); print(s.a, s2.a, s2.b)
class W:
    def __init__(self): self.x = [1]
    def __deepcopy__(self, memo): print("own deepcopy"); return W()
    def __copy__(self): print("own copy"); return self
copy.deepcopy(W()); copy.copy(W())
class G:
    def __init__(self): self.x = 1; self.cache = {}
    def __getstate__(self): return {"x": self.x}
    def __setstate__(self, st): self.__dict__.update(st); self.cache = "rebuilt"
g = copy.deepcopy(G()); print(g.x, g.cache)
dd = defaultdict(list); dd["a"].append(1); dd2 = copy.deepcopy(dd); dd2["a"].append(2); dd2["b"]; print(dict(dd), dict(dd2))
P = namedtuple("P", "x y"); p = P([1], 2); p2 = copy.deepcopy(p); p2.x.append(3); print(p, p2)
arr = np.arange(3); st = {"a": arr, "b": arr}; st2 = copy.deepcopy(st); print(st2["a"] is st2["b"], st2["a"] is arr)
print(copy.copy((1, [2])) , copy.deepcopy({1, 2, 3}), copy.deepcopy(frozenset({1})), copy.copy(3.5))

# ---- isc
class Base:
    registry = []
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        Base.registry.append(cls.__name__)
class Tri(Base): pass
class Quad(Base): pass
class Sub(Tri): pass
print(Base.registry)
class Plugin:
    plugins = {}
    @classmethod
    def __init_subclass__(cls):
        Plugin.plugins[cls.__name__.lower()] = cls
class Csv(Plugin): pass
print(sorted(Plugin.plugins), Plugin.plugins["csv"] is Csv)

# ---- fz
@dataclass(frozen=True)
class P:
    x: int
p = P(1)
try:
    p.x = 2
except AttributeError as e:
    print(type(e).__name__, isinstance(e, dataclasses.FrozenInstanceError), e)
try:
    del p.x
except dataclasses.FrozenInstanceError as e:
    print(type(e).__name__, e)
print(issubclass(dataclasses.FrozenInstanceError, AttributeError), dataclasses.FrozenInstanceError.__mro__)

# ---- ff
x = np.float32(0.1)
print(f"{x}", format(x), "{}".format(x), f"{x:.3f}", str(x), x, "%s" % x, f"{np.float16(0.1)}", f"{np.complex64(0.1+1j)}", f"{np.float64(0.1)}", f"{np.int8(3)}", f"{np.array(0.1, dtype=np.float32)}")
a = np.array([0.1, 0.2], dtype=np.float32)
print(f"{a[0]}", f"{a.sum()}", f"{a}")
print(re.escape("1+1=2?"), re.escape("a-b_c:d!e@f"), re.escape("tab\there é"))
