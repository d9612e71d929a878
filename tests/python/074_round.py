print(round(2.5), round(3.5), round(0.5), round(1.5), round(-0.5), round(-1.5), round(-2.5))
print(round(2.675, 2), round(1.005, 2), round(0.125, 2), round(0.375, 2))
print(round(3.14159, 3), round(3.14159, 0), round(-3.14159, 1), round(1234.5678, -2), round(1250.0, -2))
print(round(7), round(-7), round(15, -1), round(25, -1), round(35, -1), round(-15, -1), round(12345, -2))
print(type(round(2.5)).__name__, type(round(2.5, 0)).__name__, type(round(5, 1)).__name__)
print(round(0.1 + 0.2, 2), round(1e16), round(1.23456789e-5, 7))
print(round(2.4999999), round(2.5000001), round(-0.4), round(0.0))
print(round(5.5), round(6.5), round(1e300, 2) == 1e300, round(0.5, 0), round(-0.5, 0))
print([round(x / 10) for x in range(-20, 21, 5)])
print([round(x, 1) for x in [0.05, 0.15, 0.25, 0.35, 0.45, 0.55]])
print(round(123.456, 5), round(float("inf"), 2), round(2.0 / 3, 4))
try:
    round(float("inf"))
except OverflowError as e:
    print("OverflowError:", e)
try:
    round(float("nan"))
except ValueError as e:
    print("ValueError:", e)
