# format() and f-strings of Decimals: fixed, exponent, general and percent types, widths,
# fills and alignment, signs, thousands separators, zero padding, 'z', and bad specs.
from decimal import Decimal, localcontext, ROUND_DOWN, ROUND_HALF_UP

D = Decimal
values = ["0", "-0", "1", "-1", "0.5", "2.5", "-2.5", "3.14159", "1234567.891", "-1234567.891",
          "0.000012345", "1e10", "1.000", "-0.00", "999.9995", "0.0005", "1E+2", "1.23E-8",
          "123456789012345678901234567890.123", "9.999", "12.3456789", "100", "NaN", "-Infinity", "Infinity"]
specs = ["", ".2f", ".0f", ".3", ".0", "e", ".2e", ".0e", "E", "g", ".2g", "G", "%", ".1%", ",", ",.2f",
         ">12.2f", "<12", "^12.3f", "=+12.2f", "012.2f", "+.3f", " .2f", "08,.2f", "*^15,.2f", "f", "F",
         ".10f", "010", ",.0f", "-.1f", "z.1f", ".2n", ".30f", ".3g", "012,", "15.4e", "_>9", "0=10",
         ".1E", ",.3g", "n", "+,"]
for v in values:
    d = D(v)
    print(v.ljust(36), "|".join(format(d, s) for s in specs))

for s in ["#.2f", "x", ".f", ",,", "1,000", "<010", "d", ".", "2$", "_", ".2_f", "5.2.1f"]:
    try:
        print(repr(s), format(D("1.5"), s))
    except ValueError as e:
        print(repr(s), type(e).__name__, e)

price = D("1234.5")
qty = 3
print(f"{price}|{price:.2f}|{price:,.2f}|{price:>12,.2f}|{price * qty:,}|{price:e}|{-price:+.1f}|{price:%}")
print(f"{D('0.075'):.1%}|{D('0.5'):.0%}|{D('1')/3:.5f}|{D('2')/3:.3e}|{D('1e-10'):f}|{D('1e21'):f}")
print("{:.3f} {:>10} {:<8}| {:^9}|".format(D("2.71828"), D("42.0"), D("-1.5"), D("7")))
# ('%.2f' and '%d' of a Decimal need __float__/__int__ in gpa's % formatting, GAPS.md)
print("%s %r %-6s|%8s" % (D("1.50"), D("1.50"), D("2.345"), D("-7.9")), "%.2f %d" % (float(D("2.345")), int(D("7.9"))))
print(str(D("1.50")), repr(D("1.50")), "%s" % D("-0"), [D("1.5"), D("-2")], (D(1),), {"k": D("2.0")})

# the context's rounding is used for format precision
for m in [ROUND_DOWN, ROUND_HALF_UP]:
    with localcontext(rounding=m):
        print(m, format(D("1.25"), ".1f"), format(D("-1.25"), ".1f"), format(D("2.675"), ".2f"),
              format(D("0.125"), ".2e"), format(D("1.005"), ".2f"))
with localcontext() as c:
    c.capitals = 0
    print(D("1e20"), D("1E-9"), format(D("1e20"), ""), format(D("1e20"), "G"), repr(D("1e20")))

# engineering strings and scientific limits
for v in ["1e3", "1e4", "1e5", "12345e-10", "0.000001", "1e-7", "123e9", "0e3", "0e-8", "-45.6e7", "5E-3"]:
    print(v, str(D(v)), D(v).to_eng_string())
