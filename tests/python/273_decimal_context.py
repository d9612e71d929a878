# Contexts: getcontext/setcontext/localcontext, Context fields and their checks, flags and
# traps, the template contexts, create_decimal, the signal classes and their hierarchy.
import decimal
from decimal import (Decimal, Context, getcontext, setcontext, localcontext, DefaultContext,
                     BasicContext, ExtendedContext, InvalidOperation, DivisionByZero, Inexact,
                     Rounded, Overflow, Underflow, Subnormal, Clamped, FloatOperation,
                     DecimalException, ROUND_HALF_UP, ROUND_DOWN, ROUND_UP, ROUND_HALF_EVEN)


def t(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", repr(r))


print(getcontext())
print(DefaultContext)
print(BasicContext)
print(ExtendedContext)
c = getcontext()
print(c.prec, c.rounding, c.Emin, c.Emax, c.capitals, c.clamp, c.Etiny(), c.Etop())
print(c.flags)
print(c.traps)
print(decimal.MAX_PREC, decimal.MAX_EMAX, decimal.MIN_EMIN, decimal.MIN_ETINY)
print(decimal.ROUND_UP, decimal.ROUND_DOWN, decimal.ROUND_CEILING, decimal.ROUND_FLOOR,
      decimal.ROUND_HALF_UP, decimal.ROUND_HALF_DOWN, decimal.ROUND_HALF_EVEN, decimal.ROUND_05UP)

# flags collect, traps raise
x = Decimal(1) / 3
print(c)
print(c.flags[Inexact], c.flags[Rounded], c.flags[DivisionByZero])
c.clear_flags()
print(c)
c.traps[Inexact] = True
t("1/3 with Inexact trapped", lambda: Decimal(1) / 3)
print(c.flags[Inexact], Decimal(1) / 4)
c.traps[Inexact] = False
c.clear_flags()
c.traps[FloatOperation] = True
t("Decimal(0.5) strict", lambda: Decimal(0.5))
t("0.5 < Decimal strict", lambda: Decimal(1) < 0.5)
t("0.5 == Decimal strict", lambda: Decimal("0.5") == 0.5)
t("from_float strict", lambda: Decimal.from_float(0.5))
c.traps[FloatOperation] = False
print(c)
c.clear_flags()

# Context construction and checks
c2 = Context(prec=10, rounding=ROUND_HALF_UP)
print(c2)
print(Context(prec=5, Emin=-10, Emax=10, capitals=0, clamp=1, traps=[Inexact], flags=[Rounded, Clamped]))
print(Context(traps=[], flags=[]))
print(Context(traps={s: False for s in c.traps}))
for kw in [dict(prec=0), dict(prec="x"), dict(rounding="ROUND_SIDEWAYS"), dict(Emin=1), dict(Emax=-1),
           dict(capitals=2), dict(clamp=5), dict(traps=[ValueError]), dict(traps={Inexact: True})]:
    t("Context(%s)" % kw, lambda: Context(**kw))
for name, value in [("prec", 0), ("prec", 1.5), ("rounding", 3), ("Emax", 10 ** 19), ("Emin", 5),
                    ("capitals", -1), ("clamp", 2)]:
    t("set %s=%r" % (name, value), lambda: setattr(c2, name, value))
t("traps[ValueError]", lambda: c2.traps[ValueError])
print(c2)
c2.prec = 3
c2.rounding = ROUND_UP
c2.Emax = 5
c2.Emin = -5
c2.capitals = 0
print(c2, c2.Etiny(), c2.Etop())
print(c2.create_decimal("3.14159"), c2.create_decimal(12345), c2.create_decimal("1e-9"), c2.flags)
print(c2.create_decimal(Decimal("9.9999")), repr(c2.create_decimal("NaN123")))
t("create NaN payload", lambda: c2.create_decimal("NaN1234"))
t("create big", lambda: c2.create_decimal("1e10"))
t("create bad", lambda: c2.create_decimal("1_000"))
t("create blanks", lambda: c2.create_decimal(" 1 "))
print(repr(c2.create_decimal_from_float(0.1)), c2.flags[FloatOperation])
print(repr(c2.create_decimal(0.1)), c2.flags[FloatOperation])
print(c2.add(1, 2), c2.multiply(Decimal("1.5"), 7), c2.divide(1, 3), c2.subtract(10, "0.001" != 0),
      c2.power(2, 10), c2.sqrt(2), c2.abs(-5), c2.minus(3), c2.plus(Decimal("1.23456")),
      c2.divide_int(17, 5), c2.remainder(17, 5), c2.divmod(17, 5), c2.compare(1, 2), c2.max(1, 2), c2.min(1, 2))
print(c2.exp(1), c2.ln(10), c2.log10(2), c2.quantize(Decimal("1.2345"), Decimal("0.01")), c2.to_sci_string(Decimal("1e-9")),
      c2.to_eng_string(Decimal("1e-9")), c2.normalize(Decimal("1.200")), c2.fma(2, 3, 4), c2.is_zero(0), c2.is_nan(Decimal("NaN")))
t("c2.add(1.5, 1)", lambda: c2.add(1.5, 1))
t("c2.add('1', 1)", lambda: c2.add("1", 1))
c3 = c2.copy()
c3.prec = 20
print(c2.prec, c3.prec, c3.flags == c2.flags, c3.traps[Overflow])
c3.clear_traps()
print(c3)

# setcontext / localcontext
setcontext(Context(prec=6, rounding=ROUND_DOWN))
print(getcontext(), Decimal(2) / 3)
with localcontext() as lc:
    lc.prec = 2
    print(Decimal(2) / 3, getcontext().prec, lc is getcontext())
print(Decimal(2) / 3, getcontext().prec)
with localcontext(prec=12, rounding=ROUND_HALF_UP) as lc:
    print(lc.prec, lc.rounding, Decimal(2) / 3)
with localcontext(ExtendedContext) as lc:
    print(lc, Decimal(1) / 0, Decimal(-1).sqrt())
print(getcontext())
t("localcontext(foo=1)", lambda: localcontext(foo=1))
t("localcontext(prec=-1)", lambda: localcontext(prec=-1))
t("localcontext(5)", lambda: localcontext(5))
t("setcontext(5)", lambda: setcontext(5))
try:
    with localcontext(prec=3):
        print(Decimal(1) / 7)
        raise ValueError("boom")
except ValueError as e:
    print("restored after", e, getcontext().prec)
setcontext(ExtendedContext)
print(getcontext() is ExtendedContext, getcontext().prec, Decimal(1) / 0)
setcontext(BasicContext)
t("basic 1/0", lambda: Decimal(1) / 0)
t("basic underflow", lambda: Decimal("1e-999999") / 1000)
setcontext(DefaultContext)
print(getcontext())

# nested localcontexts and flags of the outer one
getcontext().clear_flags()
with localcontext() as a:
    Decimal(1) / 3
    with localcontext() as b:
        b.traps[DivisionByZero] = False
        print(Decimal(1) / 0, b.flags[DivisionByZero], b.flags[Inexact])
    print(a.flags[DivisionByZero], a.flags[Inexact])
print(getcontext().flags[Inexact])

# the signals
sigs = [DecimalException, InvalidOperation, DivisionByZero, Inexact, Rounded, Overflow, Underflow,
        Subnormal, Clamped, FloatOperation, decimal.ConversionSyntax, decimal.DivisionImpossible,
        decimal.DivisionUndefined, decimal.InvalidContext]
for s in sigs:
    print(s.__name__, repr(s), issubclass(s, ArithmeticError), issubclass(s, ZeroDivisionError),
          issubclass(s, TypeError), issubclass(s, DecimalException), issubclass(s, InvalidOperation),
          issubclass(s, Inexact), issubclass(s, Rounded))
for k, v in getcontext().traps.items():
    print(k.__name__, v)
print(list(getcontext().flags.keys()) == list(getcontext().traps.keys()), len(getcontext().flags))
print(dict(getcontext().traps) == {s: getcontext().traps[s] for s in getcontext().traps})
try:
    raise DivisionByZero([DivisionByZero])
except ZeroDivisionError as e:
    print("raised:", repr(e), str(e))
