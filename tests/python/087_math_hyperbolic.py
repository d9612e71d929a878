import math
for x in [0, 0.5, 1, 2, -1.5, 10]:
    print(x, math.sinh(x), math.cosh(x), math.tanh(x))
for x in [0, 0.5, 1, -2, 100]:
    print(x, math.asinh(x))
for x in [1, 1.5, 2, 10]:
    print(x, math.acosh(x))
for x in [0, 0.5, -0.5, 0.9]:
    print(x, math.atanh(x))
print(math.tanh(100), math.tanh(-100), math.cosh(0) - math.sinh(0))
try:
    math.acosh(0.5)
except ValueError as e:
    print("ValueError:", e)
try:
    math.atanh(1)
except ValueError as e:
    print("ValueError:", e)
