# divmod/pow/complex/%-formatting/math take objects through their dunders (__divmod__,
# __pow__ with a modulus, __complex__, __float__, __int__, __index__), Decimal included; int()
# of bytes; str.maketrans from an instance.
import math
class D:
    def __divmod__(self, other):
        return ("divmod", other)
    def __rdivmod__(self, other):
        return ("rdivmod", other)
    def __pow__(self, other, modulo=None):
        return ("pow", other, modulo)
print(divmod(D(), 7), divmod(7, D()), pow(D(), 2, 3), pow(D(), 2))
class N:
    def __complex__(self):
        return 1 + 2j
    def __float__(self):
        return 2.345
    def __int__(self):
        return 7
print(complex(N()), "%.2f" % N(), "%d" % N(), "%s" % 5, math.sqrt(N()), math.isclose(N(), 2.345), math.isfinite(N()))
class I:
    def __index__(self):
        return 4
print(math.sqrt(I()), "%d" % I(), "%x" % I(), complex(I()))
try:
    "%d" % object()
except TypeError as e:
    print(e)
try:
    math.sqrt("x")
except TypeError as e:
    print(e)
from decimal import Decimal
print(pow(Decimal(3), 4, 5), divmod(Decimal(7), 2), "%.2f" % Decimal("2.345"), math.sqrt(Decimal(2)), complex(Decimal("1.5")))
print(int(b"80"), int(bytearray(b" 12 ")), int(b"ff", 16), "abc".maketrans("a", "b"))
for v in [b"x1", bytearray(b"z"), b"12", b" -3 "]:
    try: print(int(v))
    except ValueError as e: print(e)
try: int(b"1", 99)
except ValueError as e: print(e)
import keyword, numbers
print(keyword.iskeyword("for"), keyword.iskeyword("match"), keyword.issoftkeyword("match"), len(keyword.kwlist))
print(isinstance(Decimal(1), numbers.Number), isinstance(Decimal(1), numbers.Real))
