# Python's ints past 64 bits: arithmetic, printing, parsing, hashing, math, struct, json,
# random and NumPy's uint64 values; CPython's digit limit for int/str conversion.
a = 2**100
print(a, type(a), -a, a // 7, a % 7, a * a, a - 2**100 + 5)
print(2**63, -2**63 - 1, 9223372036854775807 + 1)
print(a / 3, a > 1e30, a == 2.0**100, hash(a), hash(-a), hash(2**61))
print(f"{a:,}", f"{a:x}", f"{a:>40}", f"{a:.3e}", format(-a, '#b'))
print(a >> 90, a << 5, -a >> 3, a & 0xFFFF, ~a, (-a) | 5)
print(3 ** 200 % 1000, pow(2, 100) - 1)
d = {2**64: 'x'}; print(d[2.0**64])
print(sorted([2**70, 1, -2**65, 3.5]))
print(max(2**70, 5), min(-2**80, 0))
print(1 << 64, (1 << 64) - 1 == 2**64 - 1)
print(10**30 / 10**28, 7 / 2**70)
s = 0
for i in range(100):
    s = s * 31 + i
print(s, s % 1000000007)
print(str(10**50), repr(10**50), len(str(2**1000)))
print(abs(-2**70), bool(2**70), int(2**70) == 2**70, isinstance(2**70, int))
import math, json
print(abs(-2**70), bool(2**70), int(2**70) == 2**70, isinstance(2**70, int))
x = 123456789012345678901234567890
print(x, x * 2, float(x), int("98765432109876543210"), int("-0x1fffffffffffffffff", 16))
print(math.factorial(30), math.comb(100, 50), math.perm(30, 20), math.gcd(2**80, 6**40), math.isqrt(10**40))
print(math.floor(1e30), math.ceil(-1e25), int(1e30), round(1e20 * 1e5))
print(round(123456789012345678901234, -5), divmod(2**70, 12345), divmod(-2**70, 7))
print(pow(3, 100, 2**70 + 1), pow(2**70, 3, 1000))
print(json.dumps({"a": 2**70}), json.loads('{"b": 123456789012345678901234567890}'))
print(hex(2**70), bin(-2**65), oct(2**64))
print((2**70).bit_length(), (2**64).to_bytes(9, 'big'), int.from_bytes(b'\xff' * 10, 'big'))
print(math.log(2**1000), math.log2(2**100), math.log10(10**50), math.sqrt(10**40))
print(sum([2**62, 2**62, 2**62]), sum(range(10**6)) * 10**12)
print("%d %x %s" % (2**70, 2**70, 2**70))
print(str(2**70).zfill(30), f"{2**70:_d}")
print(2**70 > 2**69, 2**70 < 1.5e21, 2**70 == 2**70, 2**70 != 2**70 + 1)
import random
random.seed(2**80)
print(random.random())
print(random.getrandbits(100))
print(10**20 // 3.0, 10**20 % 7.5, -(2**63))
print((2**63 - 1) + 1 - 1, type(2**63 - 2**62))
from fractions import Fraction
import json, math, statistics
f = Fraction(1, 3)
for i in range(40):
    f = f * Fraction(7, 3) + 1
print(f)
print(float(f), hash(Fraction(2**70, 3)) == hash(Fraction(2**70, 3)))
print(json.dumps([2**64, -2**70, 10**30]), json.loads("[18446744073709551616, -1e400]"))
print(sorted([2**64, 3, -2**64, 2**63, 1.5e19, 2**63 - 1]))
print(statistics.mean([2**64, 2**64 + 2]), statistics.median([10**20, 10**21, 10**22]))
def fib(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a
print(fib(300))
print(math.factorial(100) // math.factorial(98), len(str(math.factorial(1000))))
x = 1
for i in range(1, 60):
    x *= i
    x //= max(1, i // 2)
print(x, x.bit_length(), x % 97)
print(int(str(2**200)) == 2**200, int('1' * 50), -2**200 // 3, -2**200 % 3, divmod(-2**200, -7))
print(2**200 >> 199, -(2**200) >> 199, 1 << 200 >> 200, (2**100) ** 3 == 2**300)
print(2 ** -70, (-2) ** 71, 0 ** 0, 10**20 / 10**-5 if False else 1)
print({2**64: 1, 2.0**64: 2}, {2**70} | {2**70, 5})
print(max([2**70, 2**71, -5]), min(2**70, 3.5), abs(-(2**63)), -(-2**63))
print(f"{2**100:e} {2**100:.2f} {2**100:g} {-2**70:+,} {2**70:#X} {2**70:o} {2**70:b}")
print("%10d|%-30d|%+d|%o|%X|%.3e" % (2**70, 2**70, 2**70, 2**70, 2**70, 2**70))
print(round(2**70), round(2**70, -3), round(-2**70 - 5, -1), round(1e300))
print(2**70 == 2**70 + 0.0, 2**53 + 1 == float(2**53 + 1), 2**53 + 1 > float(2**53 + 1))
print(10**400 > 1e308, 10**400 > float('inf'), -10**400 < float('-inf'))
try:
    float(10**400)
except OverflowError as e:
    print(e)
try:
    10**400 / 1
except OverflowError as e:
    print(e)
print(10**400 // 10**399, 10**400 / 10**399, (10**400 + 1) / 10**400)
print(pow(2, 10**5, 10**9 + 7), pow(10**20, -1, 10**9 + 7))
print(int.from_bytes(b'\x80' + b'\x00' * 15, 'big', signed=True), (2**127).to_bytes(16, 'little'))
try:
    (2**128).to_bytes(16, 'big')
except OverflowError as e:
    print(e)
print((-2**127).to_bytes(16, 'big', signed=True).hex())
print(str(2**70)[::-1], bool(-2**70), not 2**70, 2**70 and 5, 0 or 2**70)
print(isinstance(2**70, int), type(2**70).__name__, (2**70).real, (2**70).imag, (2**70).numerator, (2**70).denominator)
print(range(10)[2**0], [1, 2, 3][-1])
try:
    [1, 2][2**70]
except IndexError as e:
    print(e)
print(complex(2**70, 1), 2**70 + 1j, 2**70 * 1.5)
print(math.log(10**500), math.log10(10**500), math.log2(2**2000), math.log(2**2000, 2))
print(math.gcd(10**30, 10**20 * 7), math.lcm(2**70, 3), math.isqrt(10**100), math.comb(200, 100))
print(hash(2**61 - 1), hash(2**61), hash(-2**61), hash(2**100), hash(-(2**64)))
import struct
for f in ['b','>b','B','>B','h','>h','H','>H','<H','i','>i','I','>I','<I','Q','<Q','>Q','q','<q','>q','n','N','P','>L','L','l']:
    for v in [2**64, -2**64, 2**63, -1, -2**63 - 1, 2**64 - 1]:
        try: print(f, v, struct.pack(f, v).hex(), struct.unpack(f, struct.pack(f, v)))
        except Exception as e: print(f, v, repr(e))
print(struct.unpack('<Q', b'\xff' * 8), struct.unpack('>QQ', b'\x80' + b'\x00' * 15))
import sys
for f in [lambda: sys.set_int_max_str_digits(5), lambda: str(10**5000), lambda: int('1' * 5000),
          lambda: f'{10**5000:,}', lambda: '%d' % 10**5000]:
    try:
        f()
    except ValueError as e:
        print(repr(e))
print(len(hex(10**5000)))
sys.set_int_max_str_digits(0)
print(len(str(10**5000)))
sys.set_int_max_str_digits(6000)
print(sys.get_int_max_str_digits(), len(str(10**5000)))
import numpy as np
a = np.array([1, 2**64 - 1], dtype=np.uint64)
print(a, a.tolist(), a[1].item(), int(a[1]), a[1] == 2**64 - 1)
print(np.uint64(2**64 - 1), np.array([2**63]), np.array([2**63]).dtype, np.iinfo(np.uint64).max)
print(np.float64(2**70), (1e300).as_integer_ratio()[0] % 1000, (2.0**-80).as_integer_ratio())
try:
    np.int64(2**64)
except OverflowError as e:
    print(e)
b = np.arange(3)
try:
    b[0] = 2**70
except OverflowError as e:
    print(e)
print(b + 2**40, "%d" % np.uint64(2**64-1), f"{np.uint64(2**64-1):x}", np.ones(2) * 2**70)
for t in ["(-2**63) // -1", "(-2**63) % -1", "divmod(-2**63, -1)", "2**64 % 2.5", "divmod(2**70, 2.5)",
          "complex(2**70)", "2**70 in range(10)", "[0] * 2**70", "'ab' * 2**70", "(1,) * -2**70",
          "'%c' % 2**70", "[1, 2, 3][2**64:]", "[1, 2, 3][-2**64:2]", "float('1e400') == 10**400",
          "2**70 // 0", "2**70 % 0", "2**70 / 0", "0 ** -2**70", "(-1) ** (2**70 + 1)",
          "2**70 >> 2**70", "-2**70 >> 2**70", "round(2**70, 2)", "int('  -0b1' + '0' * 80, 0)",
          "int('1' * 30, 36)", "-(2**70) & 0xFF", "hash(2**70) == hash(float(2**70))",
          "max(2**70, 2**70 + 0.5)", "sum([2**62] * 10)", "abs(-2**70) == 2**70"]:
    try:
        print(t, "->", eval(t))
    except Exception as e:
        print(t, "!!", type(e).__name__, e)
