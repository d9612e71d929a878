import numpy as np

n = 1 << 16
x = ((np.sin(np.arange(n) * 12.9898) * 43758.5453) % 1.0).astype(np.float32)
s = np.sort(x)
print(s[:3], s[-3:], s[n // 2], bool((s[1:] >= s[:-1]).all()))
i = np.argsort(x, kind="stable")
print(i[:5], i[-5:], (i.astype(np.float64) * np.arange(n)).sum())
k = (x * 1000).astype(np.int64)
print(np.sort(k)[::8192], np.argsort(k, kind="stable")[:6], np.unique(k).size)
u = np.unique(k, return_counts=True)[1]
print(u.max(), u.min(), u.sum())
h = x.astype(np.float16)
print(np.sort(h)[::16384], np.argsort(h, kind="stable")[-4:])
d = x.astype(np.float64).reshape(256, 256)
print(np.sort(d, axis=0)[0, :4], np.sort(d, axis=1)[:3, -1], np.argsort(d, axis=0, kind="stable")[-1, :5])
print(np.argmax(x), np.argmin(x), np.searchsorted(s, [0.25, 0.5, 0.75]))
print(np.isin(k[:10], k[5000:]), np.intersect1d(k[:100], k[100:200]).size)
u8 = (x * 255).astype(np.uint8)
print(np.sort(u8)[::8192], np.argsort(u8, kind="stable")[:6])
