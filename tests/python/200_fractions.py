# fractions.Fraction as CPython's: parsing, normalisation, arithmetic with ints and floats,
# comparisons, hashing equal to the number's, rounding (math.floor/ceil through __floor__/
# __ceil__), limit_denominator.
from fractions import Fraction
import math
a, b = Fraction(3, 4), Fraction("2/6")
print(a, b, repr(a), a + b, a - b, a * b, a / b, a // b, a % b, -a, abs(-a), a ** 2, a ** -2, 2 ** Fraction(3), a ** 0.5)
print(Fraction(0.1), Fraction("1.25"), Fraction("-3e-2"), Fraction(5), Fraction(6, -4), Fraction(Fraction(1, 3), Fraction(2, 3)))
print(a + 1, 1 - a, a * 2, a + 0.25, 0.5 < a, a == 0.75, a == Fraction(6, 8), sorted([a, b, Fraction(1, 2)]), max(a, 1))
print(float(a), int(Fraction(-7, 2)), math.floor(Fraction(-7, 2)), math.ceil(Fraction(-7, 2)), round(Fraction(7, 2)), round(Fraction(5, 2)), round(Fraction(22, 7), 2))
print(Fraction(math.pi).limit_denominator(1000), Fraction(0.333).limit_denominator(10), a.numerator, a.denominator, a.as_integer_ratio())
print(hash(Fraction(1, 2)) == hash(0.5), hash(Fraction(4, 2)) == hash(2), hash(Fraction(1, 3)))
print(sum([Fraction(1, n) for n in range(1, 6)]), bool(Fraction(0)), Fraction(1, 3) + Fraction(1, 6))
for bad in ["1/0", "abc", "1.2.3"]:
    try:
        Fraction(bad)
    except (ValueError, ZeroDivisionError) as e:
        print(type(e).__name__, e)
