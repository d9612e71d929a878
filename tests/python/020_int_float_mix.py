print(1 + 1.0, 2 * 0.5, 3 - 1.5, 7 / 2.0, 7.0 // 2, 7 % 2.5)
print(type(1 + 1.0).__name__, type(2 * 3).__name__, type(4 / 2).__name__)
print(1 == 1.0, 2 < 2.5, 3 >= 3.0, 1 != 1.0000001)
print(0.1 + 0.2 == 0.3, abs(0.1 + 0.2 - 0.3) < 1e-9)
print(10 * 0.1, 3 * 0.1, 100 * 1.1)
print(int(3.9), int(-3.9), int(3.0), float(3), float(-0))
print(True + 1.5, False * 2.0, True == 1.0)
print(sum([1, 2.5, 3]), sum([0.5] * 10), max(1, 2.0), min(1.0, 1))
print(2 ** 53 == 2.0 ** 53, 2 ** 53 + 1 == 2.0 ** 53 + 1)
print(9007199254740993 == 9007199254740992.0)
print(1 + 2j + 3.5, (2 + 0j) * 1.5, 1 + 1j == 1 + 1.0j)
print(5 / 5, 5 // 5, 5.0 // 5, -5 / 2, -5 // 2, -5.0 // 2)
print([i / 4 for i in range(9)])
print([i * 0.25 for i in range(-4, 5)])
print(round(2.5) + 0.5, 7 // 2 + 0.0)
x = 5
x /= 2
print(x, type(x).__name__)
x = 5
x //= 2.0
print(x, type(x).__name__)
print(1e3 == 1000, 1e3 > 999, int(1e3), int(2.5e2))
print(0.5 + 0.5 == 1, 3 * 1.0 == 3)
print(1_000.5 + 1_000, -1.0 * 0)
