import numpy as np

# Median and percentiles by sorting, ranks by double argsort, top-k by argsort.
data = np.array([[12.0, 7.5, 3.25, 9.0, 15.5], [4.0, 4.0, 8.5, 1.0, 2.0]])
s = np.sort(data, axis=1)
print("median", s[:, 2], "range", s[:, -1] - s[:, 0])
ranks = np.argsort(np.argsort(data, axis=1, kind="stable"), axis=1, kind="stable")
print(ranks)
flat = data.ravel()
top = np.argsort(-flat, kind="stable")[:3]
print(top, [float(flat[int(i)]) for i in top])
vals, counts = np.unique(np.round(flat), return_counts=True)
print(vals, counts, vals[int(np.argmax(counts))])
edges = np.array([0.0, 5.0, 10.0, 20.0])
print(np.searchsorted(edges, flat, side="right") - 1)
seen = np.array([3, 8, 1])
print(np.isin(np.arange(10), seen).sum(), np.setdiff1d(np.arange(10), seen))
grades = np.array([88, 92, 75, 92, 60])
names = np.array([3, 1, 4, 2, 5])
order = np.lexsort((names, -grades))
print(order, grades[0] if order[0] == 1 else grades.max())
w = np.sort(flat)
i = np.searchsorted(w, w.mean())
print(i, w[int(i) - 1] <= w.mean() <= w[int(i)])
