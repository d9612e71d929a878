import numpy as np

a = np.array([7, 2, 9, 4, 1, 8, 3])
for k in [0, 3, 6, -1, -7]:
    p = np.partition(a, k)
    kk = k % 7
    print(k, p[kk], np.sort(p[:kk]), np.sort(p[kk + 1:]))
p = np.partition(a, [1, 4])
print(p[1], p[4], np.sort(p[:1]), np.sort(p[2:4]), np.sort(p[5:]))
ap = np.argpartition(a, 2)
print(ap[2], np.sort(ap[:2]), np.sort(ap[3:]))
m = np.array([[5.0, 1.0, 3.0, 2.0], [0.5, 4.0, -1.0, 9.0]])
q = np.partition(m, 1, axis=1)
print(q[:, 1], np.sort(q[:, 2:]))
q0 = np.partition(m, 0, axis=0)
print(q0[0], q0[1])
print(np.argpartition(m, 0, axis=0)[0])
print(np.partition(m, 3, axis=None)[3])
f = np.array([3.0, np.nan, 1.0, 2.0])
print(np.partition(f, 2)[2], np.partition(f, 3)[3], np.argpartition(f, 3)[3])
print(np.partition(a[::2], 1)[1], np.partition(a * 2 - 1, 0)[0])
print(repr(np.partition(np.array([1.5], dtype=np.float32), 0)), repr(np.argpartition(np.zeros((2, 0)), 0, axis=0)))
