import numpy as np

# Keys whose digits are the same for every element in some radix passes (the device sort
# skips those): narrow ranges, gaps in the middle bytes, one value, many rows.
small = (np.arange(5003) * 7919) % 1000
print(np.sort(small)[:8], np.sort(small)[-8:], np.unique(small).size)
order = np.argsort(small, kind="stable")
print(order[:10], order[-10:], bool((np.diff(small[order]) >= 0).all()))
gaps = np.array([0, 1 << 20, 5, (1 << 20) + 3, 1 << 40, 7, -1, -(1 << 40)] * 300, dtype=np.int64)
print(np.sort(gaps)[::300], np.argsort(gaps, kind="stable")[::97])
same = np.full(4099, 42, dtype=np.int64)
print(np.sort(same)[:3], np.argsort(same, kind="stable")[-3:], np.unique(same))
u8 = (np.arange(3001) % 7).astype(np.uint8)
print(np.sort(u8)[::500], np.argsort(u8, kind="stable")[::500])
rows = (np.arange(37 * 129).reshape(37, 129) * 31 // 7) % 3
print(np.sort(rows, axis=1)[:, ::32][:4], np.argsort(rows, axis=1, kind="stable")[-2:, :12])
cols = ((np.arange(1500).reshape(300, 5) * 13) % 4 - 2).astype(np.int32)
print(np.sort(cols, axis=0)[::60], np.argsort(cols, axis=0, kind="stable")[::75])
f = np.array([2.0, -0.0, 0.0, 2.0, -0.0, np.nan, 1.5] * 700)
# (NumPy's own sort of a long row leaves -0.0 and 0.0 in no set order: the values' sizes.)
print(np.abs(np.sort(f))[::350], np.argsort(f, kind="stable")[::350], np.signbit(np.sort(f)).sum())
print(np.median(small), np.percentile(gaps, [10, 50, 90]), np.unique(gaps, return_counts=True))
