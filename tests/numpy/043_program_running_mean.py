import numpy as np

x = np.array([2.0, 4.0, 6.0, 8.0, 3.0, 1.0, 9.0, 5.0, 7.0, 0.0])
w = 3
n = x.size - w + 1
acc = np.zeros(n)
for k in range(w):
    acc += x[k:k + n]
rm = acc / w
print("window", w, "count", n)
print(rm)
print(repr(rm))
# cumulative sums with slicing, one step at a time
c = x.copy()
for i in range(1, c.size):
    c[i] += c[i - 1]
print(repr(c))
head = np.zeros(n)
head[1:] = c[:n - 1]
rm2 = (c[w - 1:] - head) / w
print(repr(rm2))
print(repr(np.abs(rm - rm2).max() < 1e-12))
# differences and local maxima
d = x[1:] - x[:-1]
print(repr(d))
peaks = (x[1:-1] > x[:-2]) & (x[1:-1] > x[2:])
print(repr(peaks), peaks.sum())
# exponential moving average
ema = np.zeros_like(x)
ema[0] = x[0]
for i in range(1, x.size):
    ema[i] = 0.5 * x[i] + 0.5 * ema[i - 1]
print(ema)
