import math
for x in [0, 0.5, 1, math.pi / 6, math.pi / 4, math.pi / 2, math.pi, -1.25]:
    print(x, math.sin(x), math.cos(x), math.tan(x))
for x in [-1, -0.5, 0, 0.5, 1]:
    print(x, math.asin(x), math.acos(x), math.atan(x))
print(math.atan(1e10), math.atan(-math.inf))
print(math.atan2(1, 1), math.atan2(-1, -1), math.atan2(0, -1), math.atan2(1, 0), math.atan2(0, 0), math.atan2(-0.0, -1))
print(math.sin(math.pi / 2) ** 2 + math.cos(math.pi / 2) ** 2)
try:
    math.asin(2)
except ValueError as e:
    print("ValueError:", e)
try:
    math.acos(-1.5)
except ValueError as e:
    print("ValueError:", e)
print(round(math.sin(math.radians(30)), 10), round(math.cos(math.radians(60)), 10))
