# Everyday script pieces: a list of strings where NumPy takes an array (unique, sort, isin, ...),
# NumPy scalars given to math's functions, json/Counter/defaultdict over NumPy results.
import numpy as np
from collections import Counter, defaultdict
import json, re, math
data = np.random.default_rng(0).normal(size=(100, 3))
df = {"a": data[:, 0].tolist(), "b": data[:, 1].tolist()}
print(json.dumps({k: round(sum(v) / len(v), 4) for k, v in df.items()}, indent=2))
words = re.findall(r"\w+", "the cat and the hat and the bat")
print(Counter(words).most_common(2))
class Stats:
    def __init__(self, xs):
        self.xs = np.asarray(xs)
    @property
    def mean(self):
        return float(self.xs.mean())
    def __repr__(self):
        return f"Stats(n={len(self.xs)}, mean={self.mean:.3f})"
print(Stats(data[:, 2]))
print(sorted(data[:5, 0]), max(data[:3, 1]), "%.3f" % data[0, 0])
print(np.percentile(data, [25, 50, 75], axis=0).round(3))
hist, edges = np.histogram(data[:, 0], bins=5)
print(hist, edges.round(2))
print(f"{np.float64(3.14159):.2f}", int(np.int64(7)) // 2, isinstance(data[0, 0], float))
g = defaultdict(list)
for i, w in enumerate(words):
    g[len(w)].append(i)
print(dict(g))
print(np.unique(words, return_counts=True))
print(np.corrcoef(data.T).round(3))
print(math.isclose(data.std(), np.std(data)))
w = np.array(["the", "cat", "the", "a"])
print(w, w.dtype)
print(np.unique(w))
print(np.unique(w, return_counts=True))
print(np.unique(["b", "a", "b"]))
print(np.sort(w), np.argsort(w))
print(np.unique(("x", "y", "x"), return_counts=True), np.sort(["b", "c", "a"]), np.argsort(["b", "c", "a"]))
print(np.isin(["a", "z"], ["a", "b"]), np.argmax(["a", "zz", "b"]), np.searchsorted(["a", "c"], "b"))
a = np.array([1.5, 4.0, 9.0])
print(math.sqrt(a[2]), math.floor(a[0]), math.isclose(a.mean(), 14.5 / 3), math.log(a[1], 2), math.exp(np.float32(0.5)))
print(math.isfinite(a[0]), math.hypot(a[0], a[1]), round(math.fsum(a), 3), math.atan2(a[0], a[1]))
print(math.ceil(np.float64(2.1)), math.trunc(a[0]), math.degrees(a[0]), math.pow(a[1], 0.5))
try:
    math.sqrt(a)
except TypeError as e:
    print("TypeError", e)
