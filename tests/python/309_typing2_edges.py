# Differential test: typing edge cases (Generic errors, nested classes, stray subscripts,
# protocol inheritance, TypedDict inheritance).
from typing import (TypedDict, Required, NotRequired, Generic, TypeVar, Protocol, Annotated,
                    runtime_checkable, Optional, List, get_type_hints, NamedTuple, Union)


def show(label, f, *a, **k):
    try:
        r = f(*a, **k)
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "-> EXC", type(e).__name__, e)


T = TypeVar("T")
U = TypeVar("U")


def make_plain():
    class Bad(Generic):
        pass
    return Bad


show("plain Generic", make_plain)
show("Generic[T, T]", lambda: Generic[T, T])
show("Generic[()]", lambda: Generic[()])
show("Protocol[int]", lambda: Protocol[int])


class Box(Generic[T]):
    def __init__(self, v: T):
        self.v = v

    def get(self) -> "Box[int]":
        return self


show("Box[int, str]", lambda: Box[int, str])
print(Box[int](3).v, type(Box[str]("s")).__name__)


class IntBox(Box[int]):
    pass


show("IntBox[int]", lambda: IntBox[int])


class Sub2(Box[T]):
    pass


class Two(Box[T], Generic[T, U]):
    pass


def make_missing():
    class Missing(Box[T], Generic[U]):
        pass
    return Missing


show("missing tvars", make_missing)
print(Sub2.__parameters__, Sub2.__orig_bases__, Two.__parameters__, Two.__orig_bases__)
print(IntBox.__parameters__, IntBox.__orig_bases__)


# an annotation subscript inside the body and a nested generic class
class Outer(Generic[T]):
    def pair(self, other: Box[str]) -> Box[int]:
        return other

    class Inner(Generic[U]):
        pass

    x: List[T] = []


print(Outer.__parameters__, Outer.__orig_bases__, Outer.Inner.__parameters__, Outer.Inner.__orig_bases__)
# (A class deriving from Box unsubscripted after a stray Box[...] elsewhere takes that
# subscript as its own in gpa: see GAPS.md.)
class After(IntBox):
    pass


print(After.__parameters__, After.__orig_bases__)


class Hooked(Generic[T]):
    registry = []

    def __init_subclass__(cls, tag=None, **kw):
        super().__init_subclass__(**kw)
        Hooked.registry.append((cls.__name__, tag))


class H1(Hooked[int], tag="one"):
    pass


class H2(Hooked, tag="two"):
    pass


print(Hooked.registry, H1.__parameters__, H1.__orig_bases__, H2.__parameters__)


# protocols: inheritance, properties, classmethods, data set in __init__
@runtime_checkable
class HasArea(Protocol):
    @property
    def area(self) -> float:
        ...


@runtime_checkable
class Shape(HasArea, Protocol):
    sides: int

    def scale(self, k: float) -> "Shape":
        ...


class Square:
    sides = 4

    def __init__(self, a):
        self.a = a

    @property
    def area(self):
        return self.a * self.a

    def scale(self, k):
        return Square(self.a * k)


class Circle:
    def __init__(self, r):
        self.r = r
        self.area = 3.14 * r * r


class Tri:
    def __init__(self):
        self.sides = 3
        self.area = 1.0

    def scale(self, k):
        return self


for obj in (Square(2), Circle(1), Tri(), 5, "x"):
    print(type(obj).__name__, isinstance(obj, HasArea), isinstance(obj, Shape), isinstance(obj, (int, Shape)))


class NotRuntime(Shape, Protocol):
    def extra(self):
        ...


show("isinstance NotRuntime", isinstance, Square(1), NotRuntime)
print(NotRuntime._is_protocol, Shape._is_protocol, HasArea._is_protocol)


class Concrete(Shape):
    sides = 0

    @property
    def area(self):
        return 0.0

    def scale(self, k):
        return self


print(isinstance(Concrete(), Shape), isinstance(Concrete(), HasArea), Concrete._is_protocol, Concrete().area)
show("isinstance Concrete", isinstance, Square(1), Concrete)
show("runtime_checkable Concrete", runtime_checkable, Concrete)


@runtime_checkable
class Closer(Protocol[T]):
    def close(self) -> T:
        ...


class Res:
    def close(self):
        return 1


print(isinstance(Res(), Closer), Closer.__parameters__)

# TypedDict inheritance and extras
class Base(TypedDict, total=False):
    a: int
    b: Required[str]


class Child(Base):
    c: float
    d: NotRequired[int]
    e: Annotated[Required[int], "meta"]


class Grand(Child, total=False):
    a: Required[int]
    f: Optional[List[int]]


for td in (Base, Child, Grand):
    print(td.__name__, td.__total__, sorted(td.__required_keys__), sorted(td.__optional_keys__), list(td.__annotations__))
print(get_type_hints(Grand))
print(get_type_hints(Grand, include_extras=True))
g = Grand(a=1, b="x", c=1.5)
print(g, sorted(g))
KW = TypedDict("KW", {"name": str, "tags": List[str]}, total=False)
print(KW.__total__, sorted(KW.__optional_keys__), KW(name="n"))


class Pt(NamedTuple):
    x: int
    y: int = 0


print(Pt(1), Pt(1, 2)._asdict(), Optional[int], Union[int, str], List[Optional[int]])
