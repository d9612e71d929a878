import numpy as np

a = np.array([3.0, np.nan, -np.inf, 1.0, np.nan, np.inf, -2.0])
print(np.sort(a))
print(np.argsort(a), np.argsort(a, kind="stable"))
print(np.sort(a.astype(np.float32)), np.sort(a.astype(np.float16)))
z = np.array([complex(1, np.nan), complex(np.nan, 0), complex(1, 2), complex(np.nan, np.nan), complex(0, 3)])
print(np.sort(z))
print(np.argsort(z))
m = np.array([[np.nan, 1.0, 0.5], [2.0, np.nan, -1.0]])
print(np.sort(m), np.sort(m, axis=0))
print(np.argsort(m, axis=0))
s = np.array([0.0, -0.0, 1.0, -0.0, 0.0])
print(np.sort(s, kind="stable"), np.argsort(s, kind="stable"))
n = 5000
big = ((np.sin(np.arange(n) * 12.9898) * 43758.5453) % 1.0) - 0.5
big[::97] = np.nan
big[5::101] = 0.0
big[7::103] = -0.0
for dt in [np.float64, np.float32, np.float16]:
    x = big.astype(dt)
    srt = np.sort(x, kind="stable")
    idx = np.argsort(x, kind="stable")
    print(dt.__name__, srt[:4], srt[-4:], srt[:4900].sum(), idx[:6], idx[-6:], (idx * np.arange(n)).sum())
    print(np.signbit(srt).sum(), np.signbit(srt[:2600]).sum(), np.isnan(srt[-52:]).all())
