# dataclass kw_only (class-wide, per field, after `_: KW_ONLY`) and slots=True.
from dataclasses import dataclass, field, fields, KW_ONLY, asdict


@dataclass(kw_only=True)
class Opts:
    lr: float
    epochs: int = 10
    tags: list = field(default_factory=list)


o = Opts(lr=0.1)
print(o, Opts(epochs=3, lr=1.0, tags=["a"]))
for bad in (lambda: Opts(0.1), lambda: Opts()):
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
print(Opts.__doc__, Opts.__match_args__, [f.kw_only for f in fields(Opts)])


@dataclass
class Point:
    x: float
    _: KW_ONLY
    y: float = 0.0
    label: str


p = Point(1.5, label="p")
print(p, asdict(p), Point.__match_args__, Point.__doc__)
try:
    Point(1, 2, label="q")
except TypeError as e:
    print("TypeError:", e)


@dataclass
class Mixed:
    a: int
    b: int = field(default=2, kw_only=True)
    c: int = 3


m = Mixed(1, 5)
print(m, Mixed(1, b=9), [(f.name, f.kw_only) for f in fields(Mixed)])


@dataclass
class Child(Mixed):
    d: int = 4
    e: int = field(kw_only=True, default=0)


print(Child(1, 2, 3), Child(1, e=7, b=8), Child.__match_args__)


@dataclass(slots=True)
class Slotted:
    x: int
    y: int = 1


s = Slotted(3)
print(s, Slotted.__slots__, s == Slotted(3, 1))
match p:
    case Point(x):
        print("matched", x)


# CPython's wording for too many positional arguments, keyword-only ones counted.
def f(a, b=1, *, c, d=2):
    pass
def g(a):
    pass
def h():
    pass
for call in (lambda: f(1, 2, 3), lambda: f(1, 2, 3, c=1), lambda: f(1, 2, 3, c=1, d=2), lambda: g(1, 2), lambda: h(1), lambda: g(1, 2, 3)):
    try:
        call()
    except TypeError as e:
        print(e)
