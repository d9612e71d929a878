# dataclasses against CPython: generated __init__/__repr__/__eq__, order=True, frozen=True
# (hashable by fields), field(default_factory=), asdict/astuple/replace/fields, inheritance
# and __post_init__, and the argument errors of the generated __init__.
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass
import dataclasses


@dataclass
class Point:
    x: float
    y: float = 0.0

    def norm(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5


@dataclass(order=True)
class Item:
    priority: int
    name: str = "?"
    tags: list = field(default_factory=list)


@dataclass(frozen=True)
class Key:
    a: int
    b: str


p = Point(3, 4)
print(p, p.norm(), p == Point(3, 4), p == Point(3), Point(1), repr(Point(y=2, x=1)))
items = [Item(3, "c"), Item(1, "a"), Item(2)]
print(sorted(items), min(items).name, Item(1) < Item(2), items[2].tags is not Item(5).tags)
items[0].tags.append("x")
print(asdict(items[0]), astuple(p), replace(p, y=9), [f.name for f in fields(Item)], is_dataclass(p), is_dataclass(3))
k = Key(1, "z")
d = {k: "v", Key(2, "y"): "w"}
print(d[Key(1, "z")], Key(1, "z") in d, len({Key(1, "z"), Key(1, "z")}), hash(k) == hash(Key(1, "z")))
try:
    k.a = 5
except dataclasses.FrozenInstanceError if hasattr(dataclasses, "FrozenInstanceError") else AttributeError as e:
    print("frozen", e)


@dataclass
class Child(Point):
    z: float = 1.0

    def __post_init__(self):
        self.total = self.x + self.y + self.z


c = Child(1, 2, 3)
print(c, c.total, isinstance(c, Point))
for bad in [lambda: Point(), lambda: Point(1, 2, 3), lambda: Point(1, w=2)]:
    try:
        bad()
    except TypeError as e:
        print(e)
