# Differential test: Flag / IntFlag with auto() values combined in the class body,
# aliases, composites, iteration, membership, repr/str, boundaries, auto() generation.
from enum import Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique
from enum import STRICT, CONFORM, EJECT, KEEP


def show(label, f, *a):
    try:
        r = f(*a)
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "-> EXC", type(e).__name__, e)


class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
    RW = R | W
    RWX = R | W | X
    NONE = 0


print(list(Perm), len(Perm), Perm._member_names_)
print(list(Perm.__members__), list(Perm.__members__.values()))
for m in (Perm.R, Perm.RW, Perm.RWX, Perm.NONE, Perm.R | Perm.W, Perm.R | Perm.X, Perm.W | Perm.X | Perm.R,
          ~Perm.R, ~Perm.RW, ~Perm.RWX, ~Perm.NONE, Perm.RWX & Perm.RW, Perm.RWX ^ Perm.R, Perm(0), Perm(5), Perm(-1)):
    print(repr(m), str(m), m.name, m.value, bool(m), len(m), list(m), format(m), f"{m}")
print(Perm.RW is (Perm.R | Perm.W), Perm(3) is Perm.RW, Perm["RW"] is Perm.RW, Perm.RWX is Perm(7))
print(Perm.R in Perm.RW, Perm.X in Perm.RW, Perm.RW in Perm.RWX, Perm.NONE in Perm.R, Perm.RW in Perm.R)
print(Perm.R in Perm, Perm.RW in Perm, Perm.NONE in Perm)
show("int in member", lambda: 1 in Perm.R)
show("Perm(8)", Perm, 8)
show("Perm(-9)", Perm, -9)
show("Perm('a')", Perm, "a")
show("R | 1", lambda: Perm.R | 1)
print(Perm.R == Perm.R, Perm.R == 1, Perm.R != Perm.W, hash(Perm.R) == hash(Perm.R), {Perm.R: 1, Perm.RW: 2}[Perm.R | Perm.W])
print(repr(Perm), str(Perm), Perm.R.__class__.__name__, isinstance(Perm.RW, Perm), type(Perm.R | Perm.X).__name__)
print([p.name for p in Perm], sorted(Perm.__members__), [m for m in Perm.RWX])


class Color(Flag):
    RED = auto()
    GREEN = auto()
    BLUE = auto()
    PURPLE = RED | BLUE
    WHITE = RED | GREEN | BLUE
    BLACK = 0
    ORANGE = auto()


print(list(Color), Color.ORANGE, Color.ORANGE.value, repr(~Color.WHITE), repr(~Color.PURPLE), repr(Color(15)))
print(repr(Color.PURPLE | Color.GREEN), repr(Color.WHITE & ~Color.RED), repr(Color.ORANGE | Color.RED))


class IP(IntFlag):
    R = auto()
    W = auto()
    X = auto()
    RW = R | W
    ALL = R | W | X
    NONE = 0


print(list(IP), len(IP), IP._member_names_, list(IP.__members__))
for m in (IP.R, IP.RW, IP.R | IP.W, IP.R | 8, 8 | IP.R, IP.R & 3, IP.ALL ^ IP.W, ~IP.R, ~IP.ALL, IP(0), IP(9), IP(-1), IP.NONE):
    print(repr(m), str(m), m.name, m.value, int(m), format(m, "04b"), f"{m}", list(m))
print(IP.R == 1, IP.RW == 3, IP.R + 1, IP.RW * 2, IP.R < IP.W, IP.R < 5, sorted([IP.X, IP.R, IP.W]), 5 - IP.R)
print(IP.R in IP.RW, IP.RW in IP, isinstance(IP.R | 8, IP))
# (`3 in IP`: 3.11 raises TypeError, gpa answers as 3.12: see t_enum_312.py.)


class Mixed(IntFlag):
    A = 1
    B = 2
    AB = A | B
    C = auto()
    D = auto()
    CD = C | D
    BC = B | C


print(list(Mixed), [m.value for m in Mixed], repr(Mixed.CD), repr(Mixed.BC), repr(Mixed(6)), repr(Mixed(14)), repr(Mixed(15)))


class Shift(Flag):
    A = auto()
    B = A << 3
    C = auto()
    NOTA = ~A


print(list(Shift.__members__.items()))


class Bound(Flag, boundary=CONFORM):
    A = auto()
    B = auto()


class Eject(Flag, boundary=EJECT):
    A = auto()
    B = auto()


class Keep(Flag, boundary=KEEP):
    A = auto()
    B = auto()


print(repr(Bound(7)), repr(~Bound.A), Bound._boundary_, Eject(7), repr(~Eject.A), repr(Keep(7)), str(Keep(7)), repr(~Keep.A), repr(Keep(-1)))


# auto() in ordinary enums: next value from every value so far, aliases, tuples
class Num(Enum):
    A = auto()
    B = 10
    C = auto()
    ALIAS = B
    D = auto()
    E = A + 100


print(list(Num), list(Num.__members__), Num.ALIAS is Num.B, Num.E.value)


class Planet(Enum):
    MERCURY = (auto(), 3.3e23)
    VENUS = (auto(), 4.87e24)

    def __init__(self, n, mass):
        self.n = n
        self.mass = mass


print(list(Planet), Planet.VENUS.value, Planet.VENUS.n, Planet.MERCURY.mass)


class Custom(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return (name.title(), count, list(last_values))

    ONE = auto()
    TWO = auto()
    SIX = 6
    SEVEN = auto()


for m in Custom:
    print(repr(m))


class Tens(IntEnum):
    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        return (last_values[-1] if last_values else 0) + 10

    A = auto()
    B = auto()
    C = 35
    D = auto()


print(list(Tens), Tens.D + 1)


class Word(StrEnum):
    ALPHA = auto()
    BETA = auto()
    GAMMA = "g"


print(list(Word), Word.ALPHA == "alpha", str(Word.BETA), repr(Word.GAMMA))


class Given(Enum):
    A = auto(5)
    B = auto()


print(list(Given))


class Strs(Enum):
    A = "x"
    B = auto()
    C = 4


print(list(Strs))
show("unique ok", lambda: unique(Perm).__name__)


def dup():
    @unique
    class D(Flag):
        A = 1
        B = 1
    return D


show("unique dup", dup)
show("auto unassigned", lambda: type("Bad", (Flag,), {"A": auto() | 4}))
