import numpy as np

data = np.array([[4.0, 2.0, 0.6, 7.5],
                 [4.2, 2.1, 0.59, 7.0],
                 [3.9, 2.0, 0.58, 8.1],
                 [4.3, 2.1, 0.62, 6.2],
                 [4.1, 2.2, 0.63, 7.7]])
n = data.shape[0]
mu = data.mean(axis=0, keepdims=True)
centered = data - mu
cov = centered.T @ centered / (n - 1)
print(repr(mu))
print(cov)
sd = np.sqrt((centered ** 2).sum(axis=0) / (n - 1))
corr = cov / (sd[:, None] * sd[None, :])
print(corr)
print(repr(np.abs(corr - corr.T).max()))
row_l1 = data / np.abs(data).sum(axis=1, keepdims=True)
print(row_l1)
print(repr(row_l1.sum(axis=1)))
row_max = data / data.max(axis=1, keepdims=True)
print(row_max.min(axis=1), row_max.max(axis=1))
ranges = data.max(axis=0) - data.min(axis=0)
scaled = (data - data.min(axis=0)) / ranges
print(scaled)
print(repr((scaled >= 0).all()), repr((scaled <= 1).all(axis=0)))
w = np.array([0.1, 0.2, 0.3, 0.4])
weighted = (data * w).sum(axis=1) / w.sum()
print(repr(weighted))
dist = np.sqrt(((data[:, None, :] - data[None, :, :]) ** 2).sum(axis=-1))
print(dist)
print(repr(dist.max()), repr((dist == dist.T).all()))
gram = data @ data.T
norms = np.sqrt((data * data).sum(axis=1))
cos = gram / (norms[:, None] * norms[None, :])
print(cos)
