# A realistic script over a CSV with text columns: loaded with dtype=str, numeric columns
# parsed with astype, rows grouped by category through unique's inverse and bincount,
# cleaned with np.char, and a report printed.
import os
import numpy as np

rows = [
    "region,product,units,price",
    "north, Widget ,12,2.50",
    "south,gadget,5,10.00",
    "north,Gadget,7,10.00",
    "east,widget,20,2.25",
    "south,widget,3,2.50",
    "east,Gizmo,1,99.90",
]
path = "_tmp_sales_150.csv"
with open(path, "w") as f:
    f.write("\n".join(rows) + "\n")
table = np.loadtxt(path, dtype=str, delimiter=",")
os.remove(path)
print(table.shape, table.dtype)
header, body = table[0], table[1:]
print(header)
region = body[:, 0]
product = np.char.lower(np.char.strip(body[:, 1]))
units = body[:, 2].astype(int)
price = body[:, 3].astype(float)
revenue = units * price
print(product)
names, inverse = np.unique(region, return_inverse=True)
totals = np.bincount(inverse, weights=revenue)
for n, t in zip(names, totals):
    print(f"{n:>6}: {t:8.2f}")
order = np.argsort(-totals)
print("best region:", names[order[0]])
kinds, counts = np.unique(product, return_counts=True)
print(dict(zip(kinds.tolist(), counts.tolist())))
print(body[np.char.startswith(product, "w"), 0])
label = np.char.add(np.char.upper(region), np.char.add(":", product))
print(label)
print(np.char.title(np.array(["hello world", "numpy arrays"])))
print(np.char.zfill(units.astype(str), 3), np.char.rjust(region, 6, "."))
print(np.char.count(region, "th"), np.char.find(region, "o"), np.char.str_len(region))
print(np.char.replace(region, "th", "TH"), np.char.isdigit(body[:, 2]))
best = np.where(revenue > 20, product, "-")
print(best, repr(best))
print(np.strings.upper(np.array(["x", "y"])), np.char.equal(region, "east"))
print(np.char.capitalize(["abc DEF"]), np.char.swapcase("aBc"), np.char.center(["ab"], 6, "*"))
print(np.char.multiply(np.array(["ab", "c"]), 3), np.char.ljust(["a"], 3) == "a  ")
print(np.char.isalpha(["ab", "a1"]), np.char.islower(["ab", "Ab"]), np.char.endswith(["x.csv", "y.txt"], ".csv"))
