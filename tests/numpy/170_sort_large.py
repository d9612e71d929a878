import numpy as np

# Long rows take the radix paths (CPU: keys made once; CUDA: the device radix sort).
n = 1048579
x = ((np.arange(n) * 2654435761 % 1000003) / 1000003 - 0.25).astype(np.float32)
x[::1000] = np.nan
x[5::7919] = -0.0
x[7::104729] = -np.inf
s = np.sort(x)
print(s[:4], s[-4:], s.dtype, s.shape)
print(int(np.isnan(s).sum()), bool(np.isnan(s[-1049:]).all()), bool((s[1:-1049] >= s[:-1050]).all()))
print(s[::65536])
i = (np.arange(n, dtype=np.int64) * 2654435761 % 4294967296 - 2147483648).astype(np.int32)
si = np.sort(i)
print(si[:3], si[-3:], si[::131072], bool((si[1:] >= si[:-1]).all()))
u = i.astype(np.uint32)
su = np.sort(u)
print(su[:3], su[-3:], bool((su[1:] >= su[:-1]).all()))
v = x[::-3]
print(np.sort(v)[:3], np.sort(v)[-2:], np.sort(x.reshape(1021, -1) if n % 1021 == 0 else x[:1021 * 1027].reshape(1021, 1027), axis=None)[::200000])
