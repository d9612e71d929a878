# enum as CPython 3.11 prints it: members made after the class body, lookups by value and
# name, iteration and len of the class, aliases, auto, IntEnum/StrEnum as their values,
# Flag combinations, members with __init__, the functional API, unique.
from enum import Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1
    def describe(self):
        return f"{self.name} is {self.value}"
    @classmethod
    def default(cls):
        return cls.GREEN
    @property
    def hex(self):
        return "#%02x" % self.value
print(Color.RED, repr(Color.RED), Color.RED.name, Color.RED.value, Color(2), Color["BLUE"], Color.CRIMSON is Color.RED)
print(list(Color), len(Color), Color.RED in Color, Color.default(), Color.RED.describe(), Color.BLUE.hex)
print(Color, type(Color.RED), isinstance(Color.RED, Color), Color.RED == Color.RED, Color.RED == 1, {Color.RED: "r"}[Color.RED])
print(list(Color.__members__), f"{Color.RED}", sorted(Color, key=lambda c: c.value, reverse=True)[0])
try:
    Color(7)
except ValueError as e:
    print("ValueError", e)
try:
    Color["PINK"]
except KeyError as e:
    print("KeyError", e)
class Shape(Enum):
    CIRCLE = auto()
    SQUARE = auto()
    TRIANGLE = auto()
print([(s.name, s.value) for s in Shape])
class Prio(IntEnum):
    LOW = 1
    HIGH = 3
print(Prio.HIGH > Prio.LOW, Prio.HIGH == 3, Prio.LOW + 1, sorted([Prio.HIGH, Prio.LOW]), str(Prio.HIGH), f"{Prio.LOW:>3}", int(Prio.HIGH), [0, 1, 2, 3][Prio.HIGH])
class Mode(StrEnum):
    READ = auto()
    WRITE = "w"
print(Mode.READ, Mode.READ == "read", Mode.WRITE.upper(), f"[{Mode.WRITE}]", repr(Mode.READ))
class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
rw = Perm.R | Perm.W
print(rw, repr(rw), Perm.R in rw, Perm.X in rw, list(rw), bool(Perm.R & Perm.W), len(Perm), list(Perm))
class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def gravity(self):
        return 6.673e-11 * self.mass / (self.radius * self.radius)
print(Planet.EARTH.mass, round(Planet.EARTH.gravity, 2), Planet.MERCURY.value)
Animal = Enum("Animal", "ANT BEE CAT")
print(list(Animal), Animal.BEE.value)
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError", e)
import copy
print(copy.deepcopy(Color.RED) is Color.RED, Color.RED.__class__.__name__)
match_status = {Color.RED: "stop", Color.GREEN: "go"}
print(match_status.get(Color.CRIMSON), Color._member_names_)
