# A sales analysis written the way analysts write NumPy: percentiles, outliers, weekly
# reshapes, a poly1d trend, a text histogram, a moving average, digitize/unique counts, and
# array2string (with its options in the second part).
import numpy as np

# Sales analysis the way an analyst writes it.

days = np.arange(1, 91)
base = 100 + 0.5 * days
season = 10 * np.sin(2 * np.pi * days / 30)
noise = 3 * np.sin(days * 12.9898) * np.cos(days * 78.233)
sales = base + season + noise
print(f"mean={sales.mean():.2f} std={sales.std(ddof=1):.2f} min={sales.min():.1f} max={sales.max():.1f}")
q1, med, q3 = np.percentile(sales, [25, 50, 75])
print("quartiles:", np.round([q1, med, q3], 2))
iqr = q3 - q1
outliers = np.flatnonzero((sales < q1 - 1.5 * iqr) | (sales > q3 + 1.5 * iqr))
print("outliers:", outliers.tolist())
weekly = sales[: (sales.size // 7) * 7].reshape(-1, 7)
print("weekly totals:", np.round(weekly.sum(axis=1), 1))
best = np.argsort(weekly.sum(axis=1))[::-1][:3]
for rank, w in enumerate(best, 1):
    print(f"  #{rank}: week {w + 1} total {weekly[w].sum():8.2f}")
trend = np.poly1d(np.polyfit(days, sales, 1))
print("trend:", trend)
print("forecast day 100: %.2f" % trend(100))
resid = sales - trend(days)
print("resid rms:", round(float(np.sqrt(np.mean(resid ** 2))), 3))
counts, edges = np.histogram(sales, bins=5)
for c, lo, hi in zip(counts, edges[:-1], edges[1:]):
    print(f"[{lo:6.1f}, {hi:6.1f}) {'#' * int(c)}")
ma = np.convolve(sales, np.ones(7) / 7, mode="valid")
print("moving average head:", np.round(ma[:5], 2), ma.shape)
labels = np.digitize(sales, [110, 130, 150])
vals, cnt = np.unique(labels, return_counts=True)
print(dict(zip(vals.tolist(), cnt.tolist())))
growth = np.diff(sales) / sales[:-1] * 100
print("max growth %.2f%% on day %d" % (growth.max(), growth.argmax() + 2))
z = (sales - sales.mean()) / sales.std()
print("z>2:", np.sum(np.abs(z) > 2), "corr:", np.round(np.corrcoef(days, sales)[0, 1], 4))
cum = np.cumsum(sales)
print("day reaching 5000:", int(np.searchsorted(cum, 5000)) + 1)
print(np.array2string(np.round(sales[:4], 1), separator=", "))

x = np.linspace(0, 1, 7)
print(np.array2string(x), np.array2string(x, precision=2, separator=","))
print(np.array2string(np.arange(40), separator=", ", prefix="values = "))
print("values = " + np.array2string(np.arange(40), separator=", ", prefix="values = "))
print(np.array2string(np.arange(30).reshape(3, 10) * 1.5, max_line_width=40, suffix=")"))
print(np.array2string(np.array([1e-8, 1.0]), suppress_small=True), np.array2string(np.array(3.5)), np.array2string(np.arange(2000), threshold=10, edgeitems=2))
print(np.array2string(np.array([True, False]), separator="|"), np.array2string(np.array([1 + 2j, -1j])), np.array2string(np.array([-1.0, 2.0]), sign="+"))
print(np.array2string(np.zeros((2, 0))), np.array2string(np.array([0.1, 0.25]), floatmode="fixed"))
