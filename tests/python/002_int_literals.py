a = 0
b = 42
c = -17
d = 1_000_000
e = 0x1F
f = 0XFF
g = 0o17
h = 0O777
i = 0b1011
j = 0B1111_0000
k = 0x_dead_beef
print(a, b, c, d)
print(e, f, g, h)
print(i, j, k)
print(9223372036854775807)
print(-9223372036854775807 - 1)
print(1_2_3 + 0b1 + 0o1 + 0x1)
print(type(d).__name__)
print(255 if True else 0)
print(0 == -0, 00, 0_0)
big = 2 ** 62
print(big, big - 1 + big)
print(10 ** 18, 10 ** 18 * 9)
print(int("1_000"), int("0x1f", 16), int("0o17", 8), int("0b101", 2))
print(int("ff", 16), int("777", 8), int("101", 2), int("z", 36))
print(int("  42  "), int("-7"), int("+8"))
print(int("0x1f", 0), int("0o17", 0), int("0b11", 0), int("99", 0))
