import math
def gcd(a, b):
    while b:
        a, b = b, a % b
    return abs(a)
def gcd_rec(a, b):
    return a if b == 0 else gcd_rec(b, a % b)
def ext_gcd(a, b):
    if b == 0:
        return a, 1, 0
    g, x, y = ext_gcd(b, a % b)
    return g, y, x - (a // b) * y
pairs = [(48, 18), (17, 5), (0, 9), (100, 75), (-24, 36), (123456, 7890), (2 ** 31, 2 ** 20)]
for a, b in pairs:
    g = gcd(a, b)
    print(a, b, g, gcd_rec(abs(a), abs(b)), math.gcd(a, b), g == math.gcd(a, b))
for a, b in [(240, 46), (35, 15), (99, 78)]:
    g, x, y = ext_gcd(a, b)
    print(a, b, "->", g, x, y, a * x + b * y == g)
def lcm(a, b):
    return a // gcd(a, b) * b
acc = 1
for k in range(1, 21):
    acc = lcm(acc, k)
print("lcm(1..20) =", acc, acc == math.lcm(*range(1, 21)))
def reduce_fraction(n, d):
    g = gcd(n, d)
    if d < 0:
        g = -g
    return n // g, d // g
print([reduce_fraction(n, d) for n, d in [(6, 8), (-3, 9), (10, -4), (0, 5)]])
coprime = sum(1 for a in range(1, 31) for b in range(1, 31) if gcd(a, b) == 1)
print("coprime pairs up to 30:", coprime)
