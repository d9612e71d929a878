rows = [
    ("Widget", 4, 3.5),
    ("Gadget extra long name", 12, 0.25),
    ("Thing", 1, 1234.5),
    ("Doohickey", 100, 0.1),
]
header = f"{'Item':<15}|{'Qty':>5}|{'Price':>10}|{'Total':>12}"
print(header)
print("-" * len(header))
grand = 0.0
for name, qty, price in rows:
    total = qty * price
    grand += total
    short = name if len(name) <= 15 else name[:12] + "..."
    print(f"{short:<15}|{qty:>5d}|{price:>10.2f}|{total:>12,.2f}")
print("-" * len(header))
print(f"{'TOTAL':<15}|{sum(r[1] for r in rows):>5}|{'':>10}|{grand:>12,.2f}")
print("{:=^40}".format(" summary "))
print("{0:<10}{1:>10}".format("items", len(rows)))
print("{0:<10}{1:>10.3f}".format("avg price", sum(r[2] for r in rows) / len(rows)))
print("%-10s%10d" % ("max qty", max(r[1] for r in rows)))
print("%-10s%10.1e" % ("grand", grand))
for i, (name, qty, price) in enumerate(rows, 1):
    bar = "#" * (qty // 10) + "+" * (qty % 10 > 0)
    print("%2d. %-24s %s" % (i, name, bar))
widths = [max(len(str(r[i])) for r in rows) for i in range(3)]
print(widths)
for r in rows:
    print(" | ".join(str(v).rjust(w) for v, w in zip(r, widths)))
