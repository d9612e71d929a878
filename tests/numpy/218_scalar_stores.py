# Python numbers stored into integer arrays follow NumPy's casting (OverflowError,
# ValueError), NumPy scalars cast unsafely; float to uint64 past 2**63.
import numpy as np
import math, time, logging
a=np.zeros(3,np.int8)
for v in [300, 300.0, 127.9, -128.5, 1e19, -1e19, 2.5e9, True, float('nan'), float('inf')]:
    try:
        a[0]=v
        print(v, a)
    except (OverflowError, ValueError) as e:
        print(v, type(e).__name__, e)
try:
    a[:2]=[300,1]
    print(a)
except OverflowError as e:
    print(type(e).__name__, e)
b=np.zeros(3,np.uint64)
for v in [-1, -1.0, 1.8e19, 2e19]:
    try:
        b[0]=v
        print(v, b)
    except (OverflowError, ValueError) as e:
        print(v, type(e).__name__, e)
c=np.zeros(3,np.int32)
for v in [2**31, float('nan')]:
    try:
        c.fill(v)
        print(c)
    except (OverflowError, ValueError) as e:
        print(type(e).__name__, e)
try:
    c[[0,1]] = float('nan')
except ValueError as e:
    print(type(e).__name__, e)
try:
    c[c==0] = 2**40
except OverflowError as e:
    print(type(e).__name__, e)
d=np.zeros(2, np.bool_)
d[0]=300
print(d)
e=np.zeros(2)
e[0]=10**18
print(e)
f=np.zeros(2, np.uint8)
f[0]=np.int64(-1)
print(f)
print(np.array([1.8e19, 5.0, -1.0]).astype(np.uint64))
