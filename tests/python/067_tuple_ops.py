t = (1, 2, 3)
print(t, len(t), t[0], t[-1], t[1:], t[::-1])
print(t + (4, 5), t * 2, (0,) * 3, () + ())
print(t.count(2), t.index(3), (1, 2, 1).count(1))
print(1 in t, 9 in t, tuple("abc"), tuple([1, 2]), tuple(range(3)), tuple())
single = (5,)
print(single, type(single).__name__, len(single), (5), type((5)).__name__)
nested = ((1, 2), (3, (4, 5)))
print(nested[1][1][0], nested)
a, b = t[:2]
print(a, b)
print(tuple(x * 2 for x in t))
print(max(t), min(t), sum(t), sorted((3, 1, 2)))
print((1, 2) < (1, 3), (2,) > (1, 9, 9), (1, 2) == (1, 2), () < (0,))
d = {(0, 0): "origin", (1, 0): "east"}
print(d[(0, 0)], d[1, 0])
points = [(3, 1), (1, 2), (1, 1)]
print(sorted(points), min(points), max(points, key=lambda p: p[1]))
x = 1, 2
y = x,
print(x, y, ((),), ((), ()))
print(hash((1, 2)) == hash((1, 2)), (1, [2])[1])
def stats(xs):
    return min(xs), max(xs), sum(xs) / len(xs)
lo, hi, mean = stats([4, 8, 6])
print(lo, hi, mean)
print(list(t), str(t), repr(("a", 1.5, None)))
