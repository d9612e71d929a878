a = b = c = 5
print(a, b, c)
x, y = 1, 2
print(x, y)
x, y = y, x
print(x, y)
(p, q), r = (3, 4), 5
print(p, q, r)
[m, n] = [6, 7]
print(m, n)
s, t, u = "abc"
print(s, t, u)
k1, k2 = {"one": 1, "two": 2}
print(k1, k2)
i, j = range(2)
print(i, j)
for (a1, b1), c1 in [((1, 2), 3), ((4, 5), 6)]:
    print(a1, b1, c1)
for idx, (ch, num) in enumerate(zip("xy", [10, 20])):
    print(idx, ch, num)
lst = [0, 0, 0]
lst[0], lst[2] = 8, 9
print(lst)
d = {}
d["a"], d["b"] = 1, 2
print(d)
v = 1, 2, 3
print(v, type(v).__name__)
w, = [42]
print(w)
(z,) = (99,)
print(z)
e1, (e2, (e3, e4)) = 1, (2, (3, 4))
print(e1, e2, e3, e4)
arr = [1, 2]
arr[0], arr[1] = arr[1], arr[0]
print(arr)
first, second = sorted([9, 3])
print(first, second)
g = h = []
g.append(1)
print(h)
