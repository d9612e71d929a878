import math
data = [2.5, 3.1, 4.7, 1.2, 9.9, 3.1, 5.5, 7.25, 3.1, 0.4]
n = len(data)
mean = sum(data) / n
s = sorted(data)
median = (s[n // 2 - 1] + s[n // 2]) / 2 if n % 2 == 0 else s[n // 2]
counts = {}
for v in data:
    counts[v] = counts.get(v, 0) + 1
mode = max(counts, key=lambda k: (counts[k], -k))
var_pop = sum((v - mean) ** 2 for v in data) / n
var_s = sum((v - mean) ** 2 for v in data) / (n - 1)
print("n", n, "sum", sum(data), "fsum", math.fsum(data))
print("mean", mean, "median", median, "mode", mode)
print("var", var_pop, var_s)
print("std", math.sqrt(var_pop), math.sqrt(var_s))
print("min/max/range", min(data), max(data), max(data) - min(data))
print("sorted", s)
def percentile(xs, p):
    xs = sorted(xs)
    k = (len(xs) - 1) * p / 100
    f = math.floor(k)
    c = math.ceil(k)
    if f == c:
        return xs[int(k)]
    return xs[f] * (c - k) + xs[c] * (k - f)
print([percentile(data, p) for p in (0, 25, 50, 75, 90, 100)])
zs = [round((v - mean) / math.sqrt(var_pop), 4) for v in data]
print(zs)
xs = [1, 2, 3, 4, 5]
ys = [2.1, 3.9, 6.2, 7.8, 10.1]
mx, my = sum(xs) / 5, sum(ys) / 5
slope = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)
intercept = my - slope * mx
print("fit", slope, intercept, round(slope, 3), round(intercept, 3))
r = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / math.sqrt(sum((x - mx) ** 2 for x in xs) * sum((y - my) ** 2 for y in ys))
print("r", r)
hist = {}
for v in data:
    b = int(v // 2) * 2
    hist[b] = hist.get(b, 0) + 1
for b in sorted(hist):
    print("%2d-%-2d %s" % (b, b + 2, "#" * hist[b]))
