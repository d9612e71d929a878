print(2 ** 10, 2 ** 0, 2 ** 1, 0 ** 5)
print(2 ** -1, 2 ** -2, 10 ** -3, (-2) ** -3)
print(type(2 ** -1).__name__, type(2 ** 2).__name__)
print(2.0 ** 3, 4 ** 0.5, 8 ** (1 / 3), 2 ** 0.5)
print((-8) ** 2, -8 ** 2, (-1) ** 0.0)
print(1.5 ** 2, 0.5 ** -2, 10.0 ** 20, 10.0 ** -20)
print(pow(2, 10), pow(2, -1), pow(2.0, 3))
print(pow(3, 4, 5), pow(2, 100, 1000000007), pow(7, 0, 13), pow(-3, 3, 7), pow(5, 3, -7))
print(pow(10, 18), 3 ** 39)
print(0.0 ** 0, 0 ** 0.0, 1 ** float("inf"))
print(-(2 ** 62) * 2)
print(2 ** 62, -9223372036854775807)
x = 3
x **= 3
print(x)
y = 2.0
y **= -1
print(y)
print([2 ** i for i in range(-3, 8)])
print((1 + 1j) ** 2, 1j ** 2)
print(pow(2, 3, 3), pow(123456789, 987654321, 1000))
try:
    print(0 ** -1)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    print(0.0 ** -1)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
