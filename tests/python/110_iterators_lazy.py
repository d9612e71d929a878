m = map(lambda v: v * 2, [1, 2, 3])
print(list(m), list(m))
f = filter(lambda v: v > 1, [1, 2, 3])
print(next(f), list(f), list(f))
z = zip("ab", [1, 2])
print(list(z), list(z))
e = enumerate("xy")
print(list(e), list(e))
r = reversed([1, 2, 3])
print(next(r), list(r))
it = iter([1, 2, 3, 4])
for v in it:
    if v == 2:
        break
print("rest after break:", list(it))
g = (x * x for x in range(4))
print(next(g), sum(g), list(g))
src = [1, 2, 3]
it2 = iter(src)
print(next(it2), list(zip(it2, it2)))
rng = range(3)
print(list(rng), list(rng))
print(list(map(str, range(3))), sorted(map(abs, [-2, 1])))
