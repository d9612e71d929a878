# Correctness fixes: int / int past 2**53 rounds once (CPython's quotient), math.ldexp into the
# subnormal range, %-formatting with a named tuple, a class's own __annotations__, a subclass's
# reflected methods first, __new__ returning a subclass runs its __init__, dataclass hashing
# with an explicit __hash__, and a dataclass's repr naming a plain subclass.
import math
from fractions import Fraction
print(9007199254740992 / 81314993271967289, 81314993271967289 / 3, -(2**62 + 1) / 7, (2**63 - 1) / (2**63 - 3))
print(float(Fraction(9007199254740993, 81314993271967289)))
print(math.ldexp(1, -1074), math.ldexp(2**52, -1074), math.ldexp(1.5, -1074), math.ldexp(3, -1075), math.ldexp(1.0, 1023), math.ldexp(1.0, -2000))
try: math.ldexp(1.0, 1024)
except OverflowError as e: print(e)
print((5e-324).hex(), float.fromhex('0x1p-1074'), (2**-1074), 2.0**-1074)

from collections import namedtuple
P = namedtuple("P", "x y")
print("%s %s" % P(1, 2), "%(a)s" % {"a": P(3, 4)})
class A:
    x: int
class B(A):
    pass
print(A.__annotations__, B.__annotations__, B.__annotations__ is B.__annotations__)
class C(B):
    y: str = "s"
print(C.__annotations__)

class A:
    def __eq__(self, o): print("A.__eq__"); return NotImplemented
    def __lt__(self, o): print("A.__lt__"); return NotImplemented
    def __add__(self, o): print("A.__add__"); return "A+"
    def __radd__(self, o): print("A.__radd__"); return "A r+"
class B(A):
    def __eq__(self, o): print("B.__eq__"); return True
    def __gt__(self, o): print("B.__gt__"); return True
    def __radd__(self, o): print("B.__radd__"); return "B r+"
class C(A):
    pass
print(A() == B(), A() < B(), A() + B(), A() + C(), B() + A())
print(A() == C())

class Base:
    def __new__(cls, kind):
        if cls is Base and kind == "sub":
            return super().__new__(Sub)
        return super().__new__(cls)
    def __init__(self, kind):
        print("Base.__init__", type(self).__name__, kind)
class Sub(Base):
    def __init__(self, kind):
        print("Sub.__init__", kind)
print(type(Base("sub")).__name__, type(Base("x")).__name__)

from dataclasses import dataclass
@dataclass
class P:
    x: int
try: print(hash(P(1)))
except TypeError as e: print(e)
@dataclass(frozen=True)
class F:
    x: int
print(hash(F(1)) == hash((1,)), {F(1): 1}[F(1)])
@dataclass(frozen=True)
class G:
    x: int
    def __hash__(self): return 7
print(hash(G(1)))
@dataclass
class H:
    x: int
    def __hash__(self): return 8
print(hash(H(1)))
@dataclass(eq=False)
class E:
    x: int
e = E(1); print(hash(e) == hash(e), E(1) == E(1))
@dataclass(unsafe_hash=True)
class U:
    x: int
print(hash(U(2)) == hash((2,)))
class Sub(F):
    def __hash__(self): return 9
print(hash(Sub(3)))

from dataclasses import dataclass
@dataclass
class F:
    x: int
class S(F):
    pass
print(S(3), repr(S(4)))

