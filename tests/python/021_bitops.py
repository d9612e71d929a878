a, b = 0b1100, 0b1010
print(a & b, a | b, a ^ b, ~a, a << 2, a >> 2)
print(-1 & 0xFF, -1 >> 5, -16 >> 2, -17 >> 2, 1 << 62, (1 << 62) >> 61)
print(~0, ~-1, ~5, -(~5))
print(5 & -5, 5 | -8, -5 ^ 3, 0xF0 ^ 0xFF)
print(True & False, True | False, True ^ True)
print(1 << 0, 8 >> 3, 8 >> 4, 8 >> 100, -8 >> 100)
print(255 & 15 | 48, (255 & 15) | 48, 255 & (15 | 48))
print(1 + 2 << 3, 1 + (2 << 3), 16 >> 1 + 1)
print(6 & 3 == 2, (6 & 3) == 2)
x = 0
for bit in [0, 3, 5]:
    x |= 1 << bit
print(x)
count = 0
n = 0b101101
while n:
    count += n & 1
    n >>= 1
print("popcount", count)
mask = 0xFFFF
print(0x12345678 & mask, (0x12345678 >> 16) & mask)
print([i ^ (i >> 1) for i in range(8)])
print(1 << 10, 1024 >> 10, -1 << 3)
