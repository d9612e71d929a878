a = list(range(10))
a[2:5] = [20, 30, 40]
print(a)
a[2:5] = [1]
print(a)
a[1:1] = [7, 7, 7]
print(a)
a[:2] = []
print(a)
a[-2:] = ["x", "y", "z"]
print(a)
a[::2] = [0] * len(a[::2])
print(a)
b = list(range(10))
b[::-3] = ["a", "b", "c", "d"]
print(b)
b[len(b):] = [100, 101]
print(b)
b[:] = "abc"
print(b)
c = list(range(10))
del c[0]
print(c)
del c[-1]
print(c)
del c[2:4]
print(c)
del c[::2]
print(c)
del c[:]
print(c, len(c))
e = list(range(8))
del e[1::3]
print(e)
del e[5:100]
print(e)
f = [1, 2, 3]
f[1:2] = (8, 9)
print(f)
f[0:0] = range(3)
print(f)
g = [0, 1, 2, 3, 4]
g[3:1] = ["ins"]
print(g)
h = list("abcdefgh")
del h[-3:-1]
print(h)
try:
    k = [1, 2, 3, 4]
    k[::2] = [1, 2, 3]
except ValueError as err:
    print("ValueError:", err)
