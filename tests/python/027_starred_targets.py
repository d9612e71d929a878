a, *b = [1, 2, 3, 4]
print(a, b)
*c, d = [1, 2, 3, 4]
print(c, d)
e, *f, g = range(6)
print(e, f, g)
h, *i = [1]
print(h, i)
j, *k, l = "xy"
print(j, k, l)
*m, = (5, 6)
print(m)
head, *tail = "hello"
print(head, tail)
(n, *o), p = [1, 2, 3], 4
print(n, o, p)
for first, *rest in [(1, 2, 3), (4,), (5, 6)]:
    print(first, rest)
q, *r, s = (1, 2)
print(q, r, s)
print(type(b).__name__, type(f).__name__)
*init, last = [10, 20, 30]
print(init, last)
x1, x2, *xs = [0.5, 1.5, 2.5, 3.5]
print(x1, x2, xs)
