# A report through CSV files: savetxt, loadtxt, genfromtxt, groups by a category column, a
# pivot with np.add.at, lexsort ranks, and the text read back with open() and os.
import numpy as np

# Tabular data through a CSV file: write, read back with loadtxt/genfromtxt, group by a
# category column, pivot, rank, save the summary.
rows = []
for i in range(30):
    region = i % 3
    units = 10 + (i * 7) % 13
    price = 2.5 + (i % 5) * 0.75
    rows.append((i, region, units, price))
data = np.array(rows, dtype=float)
np.savetxt("sales_235.csv", data, delimiter=",", header="id,region,units,price", fmt=["%d", "%d", "%d", "%.2f"], comments="")
back = np.loadtxt("sales_235.csv", delimiter=",", skiprows=1)
print(back.shape, np.array_equal(back, np.round(data, 2)))
g = np.genfromtxt("sales_235.csv", delimiter=",", skip_header=1, usecols=(1, 2, 3))
region, units, price = g.T
revenue = units * price
for r in np.unique(region).astype(int):
    m = region == r
    print(f"region {r}: n={m.sum():2d} units={units[m].sum():5.0f} revenue={revenue[m].sum():8.2f} avg price={price[m].mean():.3f}")
totals = np.bincount(region.astype(int), weights=revenue)
print("totals:", np.round(totals, 2), "share:", np.round(totals / totals.sum() * 100, 1))
pivot = np.zeros((3, 5))
np.add.at(pivot, (region.astype(int), ((price - 2.5) / 0.75).round().astype(int)), units)
print(pivot)
order = np.lexsort((-revenue, region))
print("top per region:", [int(back[order][region[order] == r][0, 0]) for r in range(3)])
summary = np.column_stack([np.arange(3), totals, np.bincount(region.astype(int))])
np.savetxt("summary_235.txt", summary, fmt="%.2f", delimiter="\t")
print(open("summary_235.txt").read().strip())
with open("summary_235.txt") as f:
    lines = f.readlines()
print(len(lines), lines[0].split("\t"))
cum = np.cumsum(np.sort(revenue)[::-1]) / revenue.sum()
print("items for 80%% of revenue: %d" % (np.searchsorted(cum, 0.8) + 1))
import os
os.remove("sales_235.csv")
os.remove("summary_235.txt")
print(os.path.exists("sales_235.csv"))
