# Conversions through __index__/__int__/__float__/__round__, __delitem__; object() sentinels,
# unions of types (int | None: isinstance, annotations of dataclasses), iter(f, sentinel),
# type(name, bases, ns), delattr, __class__ of any value.
def t(label, fn):
    try: print(label, fn())
    except Exception as e: print(label, "EXC", type(e).__name__, e)
class Idx:
    def __index__(self): return 2
class Conv:
    def __int__(self): return 7
    def __float__(self): return 7.5
    def __round__(self, n=None): return 8
class Grid:
    def __init__(self): self.d = {1: 'x'}
    def __delitem__(self, k): del self.d[k]
class Desc:
    def __get__(self, obj, typ): return "from __get__"
class UsesDesc:
    x = Desc()
t("__index__", lambda: [10, 20, 30][Idx()])
t("__int__", lambda: int(Conv()))
t("__float__", lambda: float(Conv()))
t("__round__", lambda: round(Conv()))
def d():
    g = Grid(); del g[1]; return g.d
t("__delitem__", d)
t("descriptor __get__", lambda: UsesDesc().x)   # gpa silently returns the Desc object
_MISSING = object()
def get(d, k, default=_MISSING):
    if k in d:
        return d[k]
    if default is _MISSING:
        raise KeyError(k)
    return default
print(get({"a": 1}, "a"), get({}, "b", 2), type(_MISSING).__name__, _MISSING is _MISSING, object() == object())
print(str(type(object())), repr(object())[:15])
print(isinstance(3, int | float), isinstance(3.5, int | str), isinstance(None, int | None))
stack = [0, 5, 6]
print(list(iter(stack.pop, 0)), stack)
it = iter([1, 2, 3, None, 4].pop, 3); print(list(it), list(it))
K = type("K", (), {"x": 5, "double": lambda self: self.x * 2})
k = K(); print(k.x, k.double(), K.__name__, type(k).__name__)
B = type("B", (K,), {"y": 1}); print(B().double(), isinstance(B(), K))
class A: pass
a = A(); a.v = 1; delattr(a, "v"); print(hasattr(a, "v"))
try: delattr(a, "v")
except AttributeError as e: print(e)
print((1).__class__.__name__, "s".__class__, [].__class__ is list, (1.5).__class__)
import numpy as np
print(np.float32(1).__class__, np.arange(3).__class__)
def f(x: int | None = None) -> list[int] | None:
    return x
class AA:
    v: int | None = None
print(f(3), AA.v)
from dataclasses import dataclass
@dataclass
class P:
    x: int
    y: float | None = None
    z: list[int] | None = None
print(P(1), isinstance(3, int | float), isinstance("a", int | None), isinstance(None, int | None))
