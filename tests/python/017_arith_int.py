a, b = 17, 5
print(a + b, a - b, a * b, a / b, a // b, a % b, a ** 2)
print(-a, +a, -(-a), ~a, ~-a)
print(2 + 3 * 4, (2 + 3) * 4, 2 ** 3 ** 2, (2 ** 3) ** 2, -2 ** 2, (-2) ** 2)
print(10 - 3 - 2, 100 / 10 / 5, 2 * 3 % 4, 7 // 2 * 2)
print(6 / 3, 7 / 2, 1 / 4, 0 / 5, type(6 / 3).__name__)
print(10 // 3, 10 % 3, 10 // -3, 10 % -3, -10 // 3, -10 % 3, -10 // -3, -10 % -3)
print(0 // 5, 0 % 5, 5 // 1, 5 % 1)
print(abs(-9223372036854775807), 9223372036854775807 // 2)
print(123456789 * 987654321)
print(2 ** 62 + (2 ** 62 - 1))
print(3 * -4, -3 * -4, 0 * -1)
print(1 + True, True + True, False * 5, True / 2)
x = 7
x = x * x - x
print(x)
print(divmod(17, 5), divmod(-17, 5), divmod(17, -5), divmod(-17, -5))
print(1000000007 * 3 % 998244353)
total = 0
for i in range(1, 101):
    total += i * i
print(total)
print(sum(range(1, 1001)), 1000 * 1001 // 2)
print(10 ** 0, 0 ** 0, 1 ** 100, (-1) ** 99)
print(int(7 / 2), round(7 / 2), 7 // 2)
