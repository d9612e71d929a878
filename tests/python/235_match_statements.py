# match statements: literal, capture, wildcard, value, sequence (with *rest), mapping (with **rest),
# class (dataclass, __match_args__, built-in types, named tuples), or/as patterns, guards,
# and match/case staying names elsewhere.
from dataclasses import dataclass
from collections import namedtuple, defaultdict, OrderedDict
from enum import Enum
import re

@dataclass
class Point:
    x: float
    y: float

class Color(Enum):
    RED = 1
    GREEN = 2

class Circle:
    __match_args__ = ("center", "r")
    def __init__(self, center, r):
        self.center = center
        self.r = r

P2 = namedtuple("P2", "a b")

def describe(obj):
    match obj:
        case None:
            return "none"
        case True:
            return "true"
        case 0 | 1:
            return f"small int {obj}"
        case int(n) if n < 0:
            return f"negative {n}"
        case int() | float() as num:
            return f"number {num}"
        case "":
            return "empty str"
        case str(s):
            return f"str {s!r}"
        case []:
            return "empty list"
        case [x]:
            return f"one {x}"
        case [x, y]:
            return f"pair {x} {y}"
        case [first, *rest] if len(rest) > 2:
            return f"long from {first}, rest {rest}"
        case (a, b, c):
            return f"triple {a} {b} {c}"
        case {"type": "circle", "r": r}:
            return f"circle dict r={r}"
        case {"type": t, **others}:
            return f"typed {t} with {sorted(others)}"
        case {}:
            return "some dict"
        case Point(x=0, y=0):
            return "origin"
        case Point(x=0, y=yy):
            return f"on y axis at {yy}"
        case Point(x, y):
            return f"point {x},{y}"
        case Color.RED:
            return "red!"
        case Color():
            return f"other color {obj.name}"
        case Circle(Point(cx, cy), r):
            return f"circle at {cx},{cy} r {r}"
        case P2(a, b):
            return f"P2 {a} {b}"
        case _:
            return f"other {type(obj).__name__}"

tests = [None, True, 0, 1, -5, 7, 2.5, "", "hi", [], [1], [1, 2], [1, 2, 3, 4], (1, 2, 3), (1, 2),
         {"type": "circle", "r": 2}, {"type": "sq", "side": 3, "z": 1}, {"k": 1}, Point(0, 0), Point(0, 4),
         Point(1, 2), Color.RED, Color.GREEN, Circle(Point(1, 1), 3), P2(5, 6), {1, 2}, range(2), b"x",
         OrderedDict(type="od"), defaultdict(int, type="dd")]
for t in tests:
    print(describe(t))

def command(text):
    match text.split():
        case ["go", ("north" | "south" | "east" | "west") as d]:
            return "going " + d
        case ["take", *items] if items:
            return "taking " + ", ".join(items)
        case ["quit" | "exit"]:
            return "bye"
        case [verb, *_]:
            return "unknown verb " + verb
        case _:
            return "nothing"

for c in ["go north", "go up", "take a b", "take", "quit", "", "exit"]:
    print(command(c))

match = re.match(r"(\d+)", "42")
print(match.group(1))
case = 3
match case:
    case 3:
        print("three")
x = 10
match x, x + 1:
    case (10, y):
        print("tuple subject", y)
print(y)
match -1.5:
    case -1.5:
        print("neg float")
match 2 + 3j:
    case 2 + 3j:
        print("complex")
def f(v):
    match v:
        case {"a": [1, *more], "b": {"c": c}}:
            return more, c
    return "no"
print(f({"a": [1, 2, 3], "b": {"c": 9}}), f({"a": [2]}))
