import math
for x in [2.5, -2.5, 3.0, -0.5, 0.9999, 1e15 + 0.5, -7.1, 0.0, 7]:
    print(x, math.floor(x), math.ceil(x), math.trunc(x), round(x), int(x))
print(type(math.floor(2.5)).__name__, type(math.ceil(2.5)).__name__, type(math.trunc(2.5)).__name__)
print(math.floor(-0.0), math.ceil(-0.4), math.floor(5), math.ceil(-5))
print(math.modf(3.75), math.modf(-3.75), math.modf(0.0), math.modf(5.0))
print(math.frexp(8.0), math.frexp(0.0), math.frexp(-3.0), math.frexp(0.1), math.frexp(1))
print(math.ldexp(0.5, 4), math.ldexp(1, -2), math.ldexp(-0.75, 3), math.ldexp(0.0, 10))
m, e = math.frexp(123.456)
print(m, e, math.ldexp(m, e))
try:
    math.floor(math.inf)
except OverflowError as e:
    print("OverflowError:", e)
try:
    math.ceil(math.nan)
except ValueError as e:
    print("ValueError:", e)
