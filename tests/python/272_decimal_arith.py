# Arithmetic under the context: operators, mixing with ints, TypeErrors with floats,
# precision and every rounding mode, special values and the signals they raise.
import decimal
from decimal import (Decimal, getcontext, localcontext, ROUND_UP, ROUND_DOWN, ROUND_CEILING,
                     ROUND_FLOOR, ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_05UP)

D = Decimal


def t(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", repr(r))


nums = ["0", "-0", "1", "-1", "7", "-7", "2.5", "0.1", "0.3", "1.10", "-3.75", "100", "1e10",
        "1.23456789012345678901234567890", "9.99", "1E-5", "12345.6789"]
for a in nums:
    for b in ["3", "-2", "0.1", "7.5", "1E+2", "-0.003"]:
        x, y = D(a), D(b)
        print(a, b, x + y, x - y, x * y, x / y, x // y, x % y, divmod(x, y)[0], divmod(x, y)[1])

for a in ["2", "-2", "1.5", "10", "0.5", "-0.5", "1.1", "3"]:
    for e in [0, 1, 2, 3, -1, -2, 10, 25]:
        print("pow", a, e, D(a) ** e, D(a) ** D(e))
for a, b in [("2", "0.5"), ("10", "0.5"), ("4", "0.5"), ("2", "1.5"), ("27", "0.3333333333"), ("1.0001", "10000"),
             ("0.5", "-2.5"), ("100", "-0.5"), ("9", "0.5"), ("1.000", "3"), ("-8", "3"), ("-1", "-3")]:
    print("pow", a, b, D(a) ** D(b))
# (three-argument pow() through __pow__: gpa's pow() builtin refuses instances, GAPS.md)
print(D(3).__pow__(4, 5), D(-3).__pow__(3, 7), D(2).__pow__(100, 97), pow(2, D(10)), 2 ** D("0.5"))
t("pow(2, 0.5, 3)", lambda: D(2).__pow__(D("0.5"), 3))
t("0 ** 0", lambda: D(0) ** 0)
t("0 ** -1", lambda: D(0) ** -1)
t("(-2) ** 0.5", lambda: D(-2) ** D("0.5"))

# mixing with ints works both ways
x = D("2.5")
print(x + 1, 1 + x, x - 1, 1 - x, x * 2, 2 * x, x / 2, 2 / x, x // 2, 7 // x, x % 2, 7 % x, x ** 2, 2 ** x)
print(-x, +x, abs(-x), abs(D("-0")), -D("0"), +D("-0"), D(3) + True)
print(divmod(D(7), 2), divmod(7, D(2)), divmod(D("-7"), D(2)), D(-7) // 2, D(-7) % 2)
print(sum([D("0.1"), D("0.2"), D("0.3")]), sum([D(1), D(2)], D("0.5")), sum(D(i) / 8 for i in range(8)))

# floats and other types are refused by the arithmetic operators
for op, f in [("+", lambda: D(1) + 1.5), ("r+", lambda: 1.5 + D(1)), ("-", lambda: D(1) - 0.5),
              ("*", lambda: D(2) * 0.5), ("r*", lambda: 0.5 * D(2)), ("/", lambda: D(1) / 2.0),
              ("r/", lambda: 2.0 / D(1)), ("//", lambda: D(1) // 2.0), ("%", lambda: D(1) % 2.0),
              ("**", lambda: D(2) ** 0.5), ("r**", lambda: 2.0 ** D(2)), ("+str", lambda: D(1) + "1"),
              ("+None", lambda: D(1) + None), ("None+", lambda: None + D(1)), ("*str", lambda: D(2) * "ab"),
              ("*list", lambda: D(2) * [1])]:
    t(op, f)

# precision and rounding modes
modes = [ROUND_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_05UP]
for m in modes:
    with localcontext() as c:
        c.prec = 3
        c.rounding = m
        row = [D(s) + 0 for s in ["1.234", "1.235", "1.245", "-1.235", "-1.245", "1.2350001", "1.201", "1.251", "9.995", "-9.995", "1.05E+4", "0.0009995"]]
        print(m, row, D(2) / 3, D(-2) / 3, D(1) / 7 * 7)
for p in [1, 2, 5, 10, 28, 50]:
    with localcontext(prec=p):
        print(p, D(1) / 3, D(2).sqrt(), D(10) ** 20 + 1, D("123.456") * D("789.012"))

# special values
inf, ninf, nan = D("Infinity"), D("-Infinity"), D("NaN")
print(inf + 1, inf * -2, ninf - inf, 1 / inf, inf / 3, -inf, abs(ninf), nan + 1, nan * 0, inf > 10 ** 100)
t("inf - inf", lambda: inf - inf)
t("inf * 0", lambda: inf * 0)
t("inf / inf", lambda: inf / inf)
t("inf % 1", lambda: inf % 1)
t("1 / 0", lambda: D(1) / D(0))
t("-1 / 0", lambda: D(-1) / 0)
t("0 / 0", lambda: D(0) / 0)
t("1 // 0", lambda: D(1) // 0)
t("1 % 0", lambda: D(1) % 0)
t("0 % 0", lambda: D(0) % 0)
# (divmod() through __divmod__: gpa's divmod() builtin computes // then %, GAPS.md)
t("divmod(1, 0)", lambda: D(1).__divmod__(D(0)))
t("sNaN + 1", lambda: D("sNaN") + 1)
t("huge * huge", lambda: D("9e999999") * 10)
t("big // small", lambda: D("1e30") // D("1e-30"))
t("tiny", lambda: D("1e-999999") / 10 ** 30)
try:
    D(5) / 0
except ZeroDivisionError as e:
    print("caught as ZeroDivisionError:", type(e).__name__, isinstance(e, ArithmeticError))
try:
    D(0) / 0
except decimal.InvalidOperation as e:
    print("caught as InvalidOperation:", type(e).__name__, e.args)
try:
    D("x")
except ArithmeticError as e:
    print("caught as ArithmeticError:", type(e).__name__, e)

# without traps: the results the signals stand for
with localcontext() as c:
    c.traps[decimal.DivisionByZero] = False
    c.traps[decimal.InvalidOperation] = False
    c.traps[decimal.Overflow] = False
    print(D(1) / 0, D(-1) / 0, D(0) / 0, D(1) % 0, inf - inf, D("9e999999") * 10, D(-1).sqrt(), D("bad"))
    print(c.flags[decimal.DivisionByZero], c.flags[decimal.InvalidOperation], c.flags[decimal.Overflow])
    print(c)
    for m in modes:
        c.rounding = m
        print(m, D("9e999999") * 10, D("-9e999999") * 10)

# exact results keep their exponents
print(D("1.30") + D("1.20"), D("1.30") * D("1.20"), D("5.00") / D(2), D("6.0") / D("2.0"), D("1.00") - D("1.00"),
      D("100") / D("1E+2"), D("1e2") * D("1e3"), D("0.000") * 5, D("-0") + D("0"), D("-0") - D("0"))
with localcontext(rounding=ROUND_FLOOR):
    print(D("-0") + D("0"), D("1") - D("1"), -D("0"))
