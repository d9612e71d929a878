# Everyday money calculations: an invoice with tax and discounts, compound interest and an
# amortization schedule with quantize, a progressive tax table, splitting a bill fairly,
# currency conversion, unit prices, and summary statistics of Decimal amounts.
import statistics
from decimal import Decimal, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN, ROUND_UP, localcontext, getcontext

CENT = Decimal("0.01")


def money(x):
    return x.quantize(CENT, rounding=ROUND_HALF_UP)


# --- invoice ---
items = [("Widget", "19.99", 3), ("Gadget", "4.25", 12), ("Cable 2m", "7.50", 5), ("Adapter", "12.00", 1),
         ("Screws (100)", "0.035", 400), ("Service hour", "85.00", 2.5)]
subtotal = Decimal(0)
print(f"{'Item':<14}{'Unit':>10}{'Qty':>6}{'Total':>12}")
for name, unit, qty in items:
    q = Decimal(str(qty))
    line = money(Decimal(unit) * q)
    subtotal += line
    print(f"{name:<14}{Decimal(unit):>10}{q:>6}{line:>12,}")
discount = money(subtotal * Decimal("0.075"))
taxable = subtotal - discount
vat = money(taxable * Decimal("0.19"))
total = taxable + vat
for label, v in [("Subtotal", subtotal), ("Discount 7.5%", -discount), ("Taxable", taxable), ("VAT 19%", vat), ("Total", total)]:
    print(f"{label:<30}{v:>12,.2f}")
print("as words:", total, repr(total), total.as_tuple())

# --- compound interest, several compounding periods ---
principal = Decimal("10000.00")
rate = Decimal("0.0425")
for n, label in [(1, "yearly"), (4, "quarterly"), (12, "monthly"), (365, "daily")]:
    balance = principal
    for year in range(10):
        for period in range(n):
            balance = money(balance * (1 + rate / n))
    exact = principal * (1 + rate / n) ** (10 * n)
    print(f"{label:>10}: {balance:>12,.2f}  exact {money(exact):>12,.2f}  diff {balance - money(exact):+.2f}")
print("continuous:", money(principal * (rate * 10).exp()))

# --- loan amortization ---
loan = Decimal("250000")
annual = Decimal("6.5") / 100
months = 360
r = annual / 12
payment = money(loan * r / (1 - (1 + r) ** -months))
print("monthly payment:", payment)
balance = loan
total_interest = Decimal(0)
for m in range(1, months + 1):
    interest = money(balance * r)
    principal_part = payment - interest
    if m == months:
        principal_part = balance
    balance -= principal_part
    total_interest += interest
    if m <= 3 or m % 60 == 0 or m == months:
        print(f"{m:>4} {interest:>10,.2f} {principal_part:>10,.2f} {balance:>12,.2f}")
print("total interest:", f"{total_interest:,.2f}")

# --- progressive tax table ---
brackets = [(Decimal("11000"), Decimal("0.10")), (Decimal("44725"), Decimal("0.12")), (Decimal("95375"), Decimal("0.22")),
            (Decimal("182100"), Decimal("0.24")), (Decimal("231250"), Decimal("0.32")), (Decimal("578125"), Decimal("0.35")),
            (None, Decimal("0.37"))]


def tax(income):
    owed, lower = Decimal(0), Decimal(0)
    for upper, rate in brackets:
        if upper is None or income <= upper:
            owed += (income - lower) * rate
            break
        owed += (upper - lower) * rate
        lower = upper
    return money(owed)


print(f"{'income':>12} {'tax':>12} {'effective':>10} {'marginal':>9}")
for income in ["0", "9500", "11000", "30000", "44725.01", "75000", "120000", "250000", "600000", "1234567.89"]:
    inc = Decimal(income)
    t = tax(inc)
    eff = (t / inc).quantize(Decimal("0.0001")) if inc else Decimal(0)
    marg = next(rt for up, rt in brackets if up is None or inc <= up)
    print(f"{inc:>12,.2f} {t:>12,.2f} {eff:>10.2%} {marg:>9.0%}")

# --- splitting a bill without losing a cent ---
def split(amount, ways):
    base = (amount / ways).quantize(CENT, rounding=ROUND_DOWN)
    rest = int((amount - base * ways) / CENT)
    return [base + CENT if i < rest else base for i in range(ways)]


for amount, ways in [("100.00", 3), ("10.00", 7), ("0.05", 2), ("1234.56", 9)]:
    parts = split(Decimal(amount), ways)
    print(amount, ways, parts, sum(parts), sum(parts) == Decimal(amount))

# --- currency conversion and unit prices ---
rates = {"EUR": Decimal("0.9187"), "GBP": Decimal("0.7891"), "JPY": Decimal("149.62"), "CHF": Decimal("0.8842")}
usd = Decimal("1999.95")
for cur in sorted(rates):
    exp = Decimal("1") if cur == "JPY" else CENT
    print(cur, (usd * rates[cur]).quantize(exp, rounding=ROUND_HALF_EVEN), (usd / rates[cur]).quantize(Decimal("0.0001")))
for grams, price in [(250, "3.49"), (1000, "11.99"), (750, "8.25"), (125, "1.99")]:
    per_kg = (Decimal(price) / grams * 1000).quantize(CENT)
    print(f"{grams:>5} g  {Decimal(price):>6}  {per_kg:>7}/kg")

# --- rounding policies side by side ---
for v in ["2.345", "2.355", "-2.345", "0.005", "1.115", "1.125"]:
    d = Decimal(v)
    print(v, [str(d.quantize(CENT, rounding=m)) for m in (ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN, ROUND_UP)],
          round(d, 2), round(float(v), 2))

# --- summaries ---
amounts = [Decimal(x) for x in ["12.50", "7.25", "99.99", "0.01", "45.00", "45.00", "3.33"]]
print("sum", sum(amounts), "max", max(amounts), "min", min(amounts), "sorted", sorted(amounts)[:3])
print("median", statistics.median(amounts), "mode", statistics.mode(amounts))
# (statistics.mean/stdev of Decimals need a Decimal-aware statistics module in gpa, GAPS.md)
mean = sum(amounts) / len(amounts)
print("mean", mean, money(mean), "of", len(amounts))
with localcontext(prec=10):
    var = sum((a - mean) ** 2 for a in amounts) / (len(amounts) - 1)
    print("sample stdev", var.sqrt())
print("running totals", [str(sum(amounts[:i + 1])) for i in range(len(amounts))])
print(getcontext())
