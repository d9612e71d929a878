# The mathematical and exponent methods: sqrt, exp, ln, log10 (correctly rounded),
# quantize, normalize, to_integral_*, as_tuple, compare, fma, scaleb, min/max, next_*, ...
import decimal
from decimal import (Decimal, localcontext, getcontext, ROUND_UP, ROUND_DOWN, ROUND_CEILING,
                     ROUND_FLOOR, ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_05UP)

D = Decimal


def t(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", repr(r))


args = ["0", "1", "2", "3", "4", "0.25", "10", "100", "1e-10", "2.5", "1234.5678", "0.001", "1E+2",
        "7", "1.000", "99", "0.5", "123456.789"]
for a in args:
    x = D(a)
    print(a, x.sqrt(), x.exp(), x.ln(), x.log10(), (-x).exp())
for p in [5, 16, 40]:
    with localcontext(prec=p):
        print(p, D(2).sqrt(), D(1).exp(), D(2).ln(), D(3).log10(), D("0.1").exp(), D("1.0001").ln())
for s in ["-1", "-Infinity", "NaN", "Infinity", "-0", "sNaN"]:
    for name in ["sqrt", "exp", "ln", "log10"]:
        t("%s(%s)" % (name, s), lambda: getattr(D(s), name)())
with localcontext() as c:
    c.traps[decimal.InvalidOperation] = False
    print(D(-1).sqrt(), D(-2).ln(), D(-3).log10(), D(0).ln(), D(0).log10(), D("-Infinity").exp())
print(D("1e-999999").exp(), D(-1000).exp(), D("1e-30").exp(), D("-1e-30").exp())
t("exp overflow", lambda: D(10 ** 7).exp())

# quantize with every rounding mode
money = ["1.005", "2.675", "-1.005", "0.125", "1234.5", "-0.5", "19.999", "0.0049", "7"]
modes = [ROUND_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_05UP]
for m in modes:
    print(m, [str(D(v).quantize(D("0.01"), rounding=m)) for v in money],
          [str(D(v).quantize(D("1"), rounding=m)) for v in money])
print(D("1.23456").quantize(D("1e-3")), D("123.456").quantize(D("1e1")), D("5").quantize(D("0.000")),
      D("-0").quantize(D("0.1")), D("Infinity").quantize(D("Infinity")), D("1.5").quantize(1))
t("quantize too many digits", lambda: D("1e30").quantize(D("0.01")))
t("quantize inf", lambda: D("Infinity").quantize(D("1")))
t("quantize float", lambda: D("1.5").quantize(0.1))
t("quantize bad rounding", lambda: D("1.5").quantize(D("1"), rounding="UP"))
t("quantize exp too small", lambda: D("1.5").quantize(D("1e-1000000")))
with localcontext(prec=5) as c:
    t("quantize over prec", lambda: D("123.456").quantize(D("0.01")))
    c.traps[decimal.InvalidOperation] = False
    print(D("123.456").quantize(D("0.01")), c.flags[decimal.InvalidOperation])

for v in ["1.200", "0.00", "-100", "1E+2", "120.50", "0E+5", "1.23456789E+5", "-0.0010", "Infinity", "NaN"]:
    x = D(v)
    print(v, repr(x.normalize()), repr(x.to_integral_value()), repr(x.to_integral_exact()),
          repr(x.to_integral()), x.as_tuple(), x.adjusted(), repr(x.logb()) if x else "-")
for m in modes:
    print(m, [str(D(v).to_integral_value(rounding=m)) for v in ["2.5", "-2.5", "3.5", "0.1", "-0.9", "15.50"]])
getcontext().clear_flags()
D("2.5").to_integral_value()
print(getcontext().flags[decimal.Inexact])
D("2.5").to_integral_exact()
print(getcontext().flags[decimal.Inexact], getcontext().flags[decimal.Rounded])
getcontext().clear_flags()

# comparisons and min/max with NaNs
pairs = [("1", "2"), ("2.0", "2"), ("-1", "-1.00"), ("NaN", "1"), ("1", "NaN"), ("-Infinity", "0"), ("0", "-0"), ("3", "-3")]
for a, b in pairs:
    x, y = D(a), D(b)
    print(a, b, repr(x.compare(y)), repr(x.compare_total(y)), repr(x.compare_total_mag(y)), repr(x.max(y)), repr(x.min(y)),
          repr(x.max_mag(y)), repr(x.min_mag(y)), x.same_quantum(y))
t("compare_signal NaN", lambda: D("NaN").compare_signal(D(1)))
t("compare sNaN", lambda: D("sNaN").compare(D(1)))
t("compare str", lambda: D(1).compare("1"))
print(D("1").compare_total(D("NaN")), D("-NaN").compare_total(D("-sNaN")), D("sNaN2").compare_total(D("sNaN10")))

# fma, scaleb, remainder_near, next_*, number_class, copy_sign, logb
print(D(2).fma(3, 4), D("0.1").fma(D("0.2"), D("-0.02")), D("1e20").fma(D("1e20"), -1), D(-2).fma(D("1.5"), 0))
t("fma inf*0", lambda: D("Infinity").fma(0, 1))
print(D("1.5").scaleb(2), D("1.5").scaleb(-3), D("7E+2").scaleb(D(-5)), D("Infinity").scaleb(3))
t("scaleb 1.5", lambda: D(1).scaleb(D("1.5")))
for a, b in [("10", "3"), ("10", "6"), ("-10", "6"), ("10.2", "1"), ("3.5", "1"), ("4.5", "1"), ("1", "-0.3")]:
    print("rnear", a, b, D(a).remainder_near(D(b)), D(a) % D(b))
for v in ["1", "-1", "0", "1E-999999", "9.999999999999999999999999999E+999999", "Infinity", "-Infinity"]:
    x = D(v)
    print("next", v, x.next_plus(), x.next_minus(), x.next_toward(0), x.number_class())
with localcontext(prec=3, Emin=-5, Emax=5) as c:
    for v in ["0", "1E-7", "1E-5", "9.99E+5", "-1", "5E-7"]:
        x = D(v)
        print("small ctx", v, x.number_class(), x.is_normal(), x.is_subnormal(), x.next_plus(), x.next_minus(), +x)
    print(c.flags)
print(D("-3.5").copy_sign(D(1)), D("3.5").copy_sign(-0), D("3.5").copy_negate(), D("-0").copy_abs())
print(D(1234).logb(), D("0.001").logb(), D("Infinity").logb())
t("logb(0)", lambda: D(0).logb())

# as_tuple / DecimalTuple
tp = D("-3.1400").as_tuple()
print(tp, tp.sign, tp.digits, tp.exponent, tuple(tp), D(tp), type(tp).__name__)
print(D("Infinity").as_tuple(), D("NaN12").as_tuple(), D("-sNaN").as_tuple(), decimal.DecimalTuple(0, (1,), 2))

# integer-valued power and modular power
for b, e, m in [(2, 10, 1000), (3, 200, 7), (-2, 3, 5), (10, 0, 3), (7, 5, -3), (0, 3, 4)]:
    print("powmod", b, e, m, D(b).__pow__(e, m), pow(b, e, m) if m > 0 else "")
t("powmod neg exp", lambda: D(2).__pow__(-1, 5))
t("powmod 0**0", lambda: D(0).__pow__(0, 5))
t("powmod big mod", lambda: D(2).__pow__(3, D("1e30")))
print(D("1.1") ** 10, D("1.01") ** 365, D("0.99") ** 100, D("2") ** -10, D("-1.5") ** 3, D(10) ** -3, D("1e5") ** 3)
print(D(2) ** D("0.25"), D("1.5") ** D("2.5"), D("0.5") ** D("0.5"), D(100) ** D("-0.5"), D(10) ** D("1E-30"))
with localcontext(prec=50):
    print(D(2) ** 200, D(3) ** D("0.5"), D(1) / D(97))
