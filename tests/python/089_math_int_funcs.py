import math
print(math.gcd(12, 18), math.gcd(0, 5), math.gcd(-12, 18), math.gcd(7, 13), math.gcd(0, 0), math.gcd(2 ** 40, 6 ** 20))
print(math.lcm(4, 6), math.lcm(3, 5), math.lcm(0, 5), math.lcm(-4, 6), math.lcm(21, 6))
print(math.gcd(12, 18, 27), math.lcm(2, 3, 4), math.gcd(), math.lcm())
print([math.factorial(n) for n in range(11)], math.factorial(20))
print(math.comb(5, 2), math.comb(10, 0), math.comb(10, 10), math.comb(3, 5), math.comb(52, 5), math.comb(60, 30))
print(math.perm(5, 2), math.perm(5), math.perm(10, 0), math.perm(3, 4), math.perm(20, 10))
print(math.prod([1, 2, 3, 4]), math.prod([]), math.prod([2.5, 4]), math.prod(range(1, 11)), math.prod([3], start=2))
print(math.fsum([0.1] * 10), sum([0.125] * 10), math.fsum([1e100, 1.0, -1e100]), math.fsum([]), math.fsum([1, 2, 3]))
print(int(math.sqrt(16)), math.factorial(0), math.factorial(1))
try:
    math.factorial(-1)
except ValueError as e:
    print("ValueError:", e)
try:
    math.comb(-1, 2)
except ValueError as e:
    print("ValueError:", e)
row = [math.comb(6, k) for k in range(7)]
print(row, sum(row))
