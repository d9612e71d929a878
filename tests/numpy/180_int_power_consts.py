import numpy as np

# Integer powers with constant exponents (fused on the GPU: the exponent was checked at the
# call) and unsigned array exponents, wrapping on overflow as NumPy's, on views too.
k = (np.arange(1, 2 ** 12 + 8) * 7919) % 251 - 125
for dt in ["int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64"]:
    x = k.astype(dt)
    r = [x ** 2, x ** 3, x ** 0, x ** 1, x ** 13, np.power(x[::3], 7), (x[::-2] + 1) ** 5, 3 ** (x[:40] % 9)]
    print(dt, [int(v.astype(np.int64).sum()) for v in r], r[4][:6], r[5].dtype)
u = (k % 13).astype(np.uint16)
print((u ** u)[:8], int((u.astype(np.uint8) ** (u[::-1].astype(np.uint8))).astype(np.int64).sum()))
b = k % 2 == 0
print(np.power(b, b)[:5], (2 ** np.arange(70, dtype=np.int64))[60:66])
try:
    x = np.arange(5) ** -1
except ValueError as e:
    print("ValueError", e)
try:
    x = np.arange(5) ** np.array([1, 2, -1, 0, 1])
    print(x)
except ValueError as e:
    print("ValueError", e)
