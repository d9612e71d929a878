# Differential test: TypedDict (total, Required/NotRequired), Generic parameters,
# runtime_checkable Protocols.
from typing import (TypedDict, Required, NotRequired, Generic, TypeVar, Protocol,
                    runtime_checkable, Optional, List, Dict, get_type_hints, get_origin, get_args)
import typing


def show(label, f, *a, **k):
    try:
        r = f(*a, **k)
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "-> EXC", type(e).__name__, e)


# --- TypedDict ---
class Movie(TypedDict):
    name: str
    year: int


class PartialMovie(TypedDict, total=False):
    name: str
    year: int


class Film(Movie, total=False):
    director: str
    rating: float


class Mixed(TypedDict):
    title: Required[str]
    subtitle: NotRequired[str]
    pages: int


class MixedPartial(TypedDict, total=False):
    title: Required[str]
    subtitle: NotRequired[str]
    pages: int


for td in (Movie, PartialMovie, Film, Mixed, MixedPartial):
    print(td.__name__, td.__total__, sorted(td.__required_keys__), sorted(td.__optional_keys__),
          type(td.__required_keys__).__name__, list(td.__annotations__))
print(Mixed.__annotations__)
print(get_type_hints(Mixed))
print(get_type_hints(Mixed, include_extras=True))
print(get_type_hints(Film))
m = Movie(name="Blade Runner", year=1982)
print(m, type(m).__name__, m["name"], isinstance(m, dict))
p = PartialMovie(name="Alien")
print(p, type(p) is dict)
f = Film(name="Heat", year=1995, director="Mann")
print(f, len(f))
print(Movie(), Movie({"name": "x"}), Movie([("year", 1)]))
show("isinstance TypedDict", isinstance, m, Movie)
print(Required[int], NotRequired[str], get_origin(Required[int]) is Required, get_args(NotRequired[str]))
# functional form
Point = TypedDict("Point", {"x": int, "y": int})
Point2 = TypedDict("Point2", {"x": int, "y": int}, total=False)
print(Point.__name__, Point.__total__, sorted(Point.__required_keys__), Point2.__total__, sorted(Point2.__optional_keys__))
print(Point(x=1, y=2), Point2(x=1))
print(Point.__annotations__)

# --- Generic ---
T = TypeVar("T")
K = TypeVar("K")
V = TypeVar("V")
S = TypeVar("S", bound=str)
C = TypeVar("C", covariant=True)


class Stack(Generic[T]):
    def __init__(self):
        self.items: List[T] = []

    def push(self, item: T) -> None:
        self.items.append(item)

    def pop(self) -> T:
        return self.items.pop()


class Pair(Generic[K, V]):
    def __init__(self, k: K, v: V):
        self.k, self.v = k, v


class Reader(Generic[C]):
    pass


class Base:
    pass


class Mixin(Base, Generic[T, S]):
    pass


class IntStack(Stack[int]):
    pass


class SubStack(Stack):
    pass


print(Stack.__parameters__, Pair.__parameters__, Reader.__parameters__, Mixin.__parameters__)
print(Stack.__orig_bases__, Pair.__orig_bases__, Mixin.__orig_bases__)
print(SubStack.__parameters__, IntStack.__parameters__)
print(Stack.__bases__ == (Generic,), issubclass(Stack, Generic), isinstance(Stack(), Generic))
s = Stack()
s.push(1)
s.push(2)
print(s.pop(), s.items, type(s).__name__)
si = Stack[int]()
si.push(5)
print(si.items, type(si).__name__)
pr = Pair("a", 1)
print(pr.k, pr.v, type(pr).__name__)
print(get_type_hints(Stack.push), get_type_hints(Pair.__init__))
print(T, K, S, C, T.__name__, S.__bound__, C.__covariant__)
print(typing.Generic.__name__, Stack.__name__, Stack.__qualname__)
show("Generic()", lambda: type(Generic()).__name__)
show("Generic[int]", lambda: Generic[int])

# --- Protocol ---
@runtime_checkable
class SupportsClose(Protocol):
    def close(self) -> None:
        ...


@runtime_checkable
class Named(Protocol):
    name: str

    def greet(self) -> str:
        ...


class NotChecked(Protocol):
    def run(self) -> None:
        ...


@runtime_checkable
class SizedIter(Protocol[T]):
    def __len__(self) -> int:
        ...

    def __iter__(self):
        ...


class File:
    def close(self):
        print("closing")


class Person:
    def __init__(self, name):
        self.name = name

    def greet(self):
        return "hi " + self.name


class Robot:
    name = "R2"

    def greet(self):
        return "beep"


class Nameless:
    def greet(self):
        return "?"


class NoneClose:
    close = None


class Explicit(SupportsClose):
    def close(self):
        pass


print(isinstance(File(), SupportsClose), isinstance(Person("x"), SupportsClose), isinstance(3, SupportsClose))
print(isinstance(Person("Ann"), Named), isinstance(Robot(), Named), isinstance(Nameless(), Named), isinstance(File(), Named))
print(isinstance(NoneClose(), SupportsClose), isinstance(Explicit(), SupportsClose))
print(isinstance([1, 2], SizedIter), isinstance("ab", SizedIter), isinstance(5, SizedIter), isinstance({}, SizedIter))
print(isinstance(open, SupportsClose), isinstance(File, SupportsClose))
print(SizedIter.__parameters__, SizedIter.__orig_bases__)
show("isinstance not runtime", isinstance, File(), NotChecked)
show("runtime_checkable on class", runtime_checkable, File)
show("Protocol()", lambda: type(Protocol()).__name__)
show("instantiate protocol", NotChecked)
print([isinstance(x, SupportsClose) for x in (File(), Person("a"), None, 1.5, Robot())])


def close_all(things):
    for t in things:
        if isinstance(t, SupportsClose):
            t.close()
        else:
            print("cannot close", type(t).__name__)


close_all([File(), 3, Explicit(), "s"])
print(SupportsClose._is_protocol, getattr(SupportsClose, "_is_runtime_protocol", None), getattr(NotChecked, "_is_runtime_protocol", False))


class Impl(NotChecked):
    def run(self):
        return "ran"


print(Impl().run(), Impl._is_protocol)
