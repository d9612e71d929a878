# Construction, printing, conversions, predicates, hashing and comparisons of Decimal.
import math
import decimal
from decimal import Decimal, getcontext


def t(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", repr(r))


strings = ["0", "-0", "1", "-1", "1.10", "3.14159", "1e3", "1E+3", "1.23e-7", "-0.000",
           "123456789012345678901234567890", "0.1", ".5", "5.", "+7", "  42  ", "1_000_000",
           "1e-7", "0.000001", "0.0000001", "-12.5e2", "NaN", "-NaN", "nan123", "sNaN",
           "sNaN45", "Infinity", "-Infinity", "inf", "-INF", "0E-10", "0E+10", "12.3400",
           "9.99999999999999999999999999999999", "1e999999", "1e-999999"]
for s in strings:
    d = Decimal(s)
    print(repr(s), repr(d), str(d), d.to_eng_string(), d.as_tuple(), d.adjusted())

for s in ["abc", "1.2.3", "", "1e", "e5", "--1", "1 2", "inf1", "NaNx", "1e1.5", "0x10"]:
    t("Decimal(%r)" % s, lambda: Decimal(s))

for v in [0, 1, -1, 10 ** 30, -(2 ** 70), True, False]:
    print("int", v, repr(Decimal(v)))
for f in [0.1, 0.5, -0.0, 1e-5, 2.5, 1e22, 1.7976931348623157e308, 5e-324, float("inf"), float("-inf")]:
    print("float", f, repr(Decimal(f)), repr(Decimal.from_float(f)))
print(repr(Decimal(float("nan"))), repr(Decimal.from_float(3)))
print("FloatOperation flag:", getcontext().flags[decimal.FloatOperation])
getcontext().clear_flags()

tuples = [(0, (1, 4, 1, 4), -3), (1, (0,), 0), (0, (1, 2, 3), 5), (1, (), "F"), (0, (1, 2), "n"),
          (0, (), "N"), (0, [0, 0, 1], -1), (0, (0, 0, 0), 2)]
for tp in tuples:
    print("tuple", tp, repr(Decimal(tp)))
for tp in [(2, (1,), 0), (0, (1, 10), 0), (0, (1,), "x"), (0, (1,)), (0, (1,), 1.5), (0, "12", 0),
           (True, (1,), 0), (0, (True, 2), True), (0, (1,), 2 ** 70)]:
    t("tuple %r" % (tp,), lambda: Decimal(tp))
t("Decimal(None)", lambda: Decimal(None))
t("Decimal([1])", lambda: Decimal([1]))
t("Decimal(1j)", lambda: Decimal(1j))
print(repr(Decimal(Decimal("7.50"))), repr(Decimal()))

vals = ["0", "-0", "1.5", "-1.5", "2.5", "-2.5", "0.5", "123.456", "-123.456", "1e3", "9.999", "-0.001",
        "1E+20", "3.5", "4.5", "-3.5"]
for s in vals:
    d = Decimal(s)
    print(s, "float", float(d), "int", int(d), "round", round(d), "floor", math.floor(d),
          "ceil", math.ceil(d), "trunc", math.trunc(d), "round2", repr(round(d, 2)),
          "round-1", repr(round(d, -1)), "bool", bool(d))
for s in ["NaN", "-Infinity", "sNaN", "Infinity"]:
    d = Decimal(s)
    t("int(%s)" % s, lambda: int(d))
    t("round(%s)" % s, lambda: round(d))
    t("floor(%s)" % s, lambda: math.floor(d))
    t("ceil(%s)" % s, lambda: math.ceil(d))
    t("float(%s)" % s, lambda: float(d))
    t("ratio(%s)" % s, lambda: d.as_integer_ratio())
    t("round(%s, 2)" % s, lambda: round(d, 2))
t("round(x, 1.5)", lambda: round(Decimal("1.25"), 1.5))

for s in ["0", "0.5", "-0.75", "3.14", "-123e5", "0.00", "1E-20", "2.50", "125E-3"]:
    print("ratio", s, Decimal(s).as_integer_ratio())

for s in ["0", "-0", "1", "-2.5", "NaN", "-NaN", "sNaN", "Infinity", "-Infinity", "1E-1000000", "0E-5"]:
    d = Decimal(s)
    print("pred", s, d.is_nan(), d.is_qnan(), d.is_snan(), d.is_infinite(), d.is_finite(),
          d.is_zero(), d.is_signed(), d.is_normal(), d.is_subnormal(), d.number_class(),
          d.is_canonical(), repr(d.copy_abs()), repr(d.copy_negate()), repr(d.copy_sign(-1)))

# hashes agree with equal ints, floats and fractions
for s, other in [("1", 1), ("1.0", 1), ("-7", -7), ("1.5", 1.5), ("0.25", 0.25), ("0", 0), ("-0", 0),
                 ("100E-2", 1), ("1E+20", 10 ** 20), ("-1", -1), ("123456789012345678901234567890", 123456789012345678901234567890)]:
    print("hash", s, hash(Decimal(s)) == hash(other), hash(Decimal(s)))
print(hash(Decimal("Infinity")), hash(Decimal("-Infinity")), hash(Decimal("0.1")), hash(Decimal("-3.75")))
t("hash(sNaN)", lambda: hash(Decimal("sNaN")))
seen = {Decimal("1.5"): "a", Decimal("2"): "b"}
print(seen[Decimal("1.50")], seen[Decimal("2.000")], Decimal("3") in {Decimal("3.0")})

# comparisons with Decimals, ints and floats
pairs = [("1", "1.0"), ("1.5", "2"), ("-1", "1"), ("0", "-0"), ("1e3", "999.9"), ("2.50", "2.5"),
         ("-Infinity", "1e999"), ("Infinity", "Infinity"), ("1E-30", "0")]
for a, b in pairs:
    x, y = Decimal(a), Decimal(b)
    print("cmp", a, b, x == y, x != y, x < y, x <= y, x > y, x >= y, repr(x.compare(y)), repr(max(x, y)), repr(min(x, y)))
for a, b in [("1", 1), ("1.5", 1), ("-3", -2), ("0.5", 0.5), ("0.1", 0.1), ("1.1", 1.2), ("3", 2.999), ("Infinity", 10 ** 100)]:
    x = Decimal(a)
    print("mixed", a, b, x == b, x != b, x < b, x > b, b < x, b >= x, b == x)
getcontext().clear_flags()
print("FloatOperation after ==:", getcontext().flags[decimal.FloatOperation])
print(Decimal("1.1") == 1.1, getcontext().flags[decimal.FloatOperation])
nan = Decimal("NaN")
print(nan == nan, nan != nan, nan == 1, Decimal("1") == "1", Decimal(1) != None)
t("NaN < 1", lambda: nan < 1)
t("1 >= NaN", lambda: 1 >= nan)
t("sNaN == 1", lambda: Decimal("sNaN") == 1)
t("Decimal < str", lambda: Decimal(1) < "a")
t("sorted NaN", lambda: sorted([Decimal(2), nan]))
print(sorted([Decimal("3.5"), Decimal(-2), Decimal("1e1"), Decimal("0.001"), Decimal("-0")]))
print(max([Decimal("1.5"), Decimal("1.50"), Decimal("0.7")]), min(Decimal(3), Decimal("2.9999")))
print(type(Decimal(1)), Decimal.__name__, isinstance(Decimal(1), Decimal))
print(Decimal("1.5").real, Decimal("1.5").imag, Decimal("1.5").conjugate(), Decimal("1.5").__complex__())
print(Decimal(10).radix(), Decimal("2.0").canonical(), Decimal("1.20").same_quantum(Decimal("9.99")))
