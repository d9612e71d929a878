sq = lambda x: x * x
print(sq(7))
add = lambda a, b=10: a + b
print(add(1), add(1, 2), add(b=5, a=5))
varl = lambda *a, **k: (a, k)
print(varl(1, 2, z=3))
noarg = lambda: "constant"
print(noarg())
pairs = [(3, "c"), (1, "a"), (2, "b"), (1, "z")]
print(sorted(pairs, key=lambda p: p[1]))
print(sorted(pairs, key=lambda p: (-p[0], p[1])))
print(list(map(lambda x: x ** 2, range(6))))
print(list(filter(lambda x: x % 3 == 0, range(20))))
print((lambda x, y: x * y)(6, 7))
ops = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b}
for sym in ops:
    print(sym, ops[sym](12, 4))
curry = lambda a: lambda b: lambda c: a + b + c
print(curry(1)(2)(3))
print(max(["apple", "fig", "banana"], key=lambda s: len(s)))
print(min([(2, 3), (1, 9), (1, 2)], key=lambda t: t[0]))
cond = lambda n: "even" if n % 2 == 0 else "odd"
print([cond(n) for n in range(4)])
kw = lambda *, k: k * 2
print(kw(k=21))
