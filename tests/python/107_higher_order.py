def compose(*fs):
    def composed(x):
        for f in reversed(fs):
            x = f(x)
        return x
    return composed
def reduce(f, xs, init):
    acc = init
    for x in xs:
        acc = f(acc, x)
    return acc
def curry2(f):
    return lambda a: lambda b: f(a, b)
def flip(f):
    return lambda a, b: f(b, a)
def apply_n(f, n):
    def g(x):
        for _ in range(n):
            x = f(x)
        return x
    return g
inc = lambda x: x + 1
sq = lambda x: x * x
print(compose(sq, inc)(3), compose(inc, sq)(3), compose()(7))
print(reduce(lambda a, b: a + b, range(10), 0), reduce(lambda a, b: a * b, range(1, 8), 1))
print(reduce(lambda acc, w: acc + [w.upper()], ["a", "b"], []))
print(curry2(pow)(2)(10), flip(lambda a, b: a - b)(1, 10))
print(apply_n(inc, 5)(0), apply_n(sq, 3)(2), apply_n(lambda s: s + "!", 3)("hi"))
def map_dict(f, d):
    return {k: f(v) for k, v in d.items()}
print(map_dict(sq, {"a": 2, "b": 3}))
def group_by(key, xs):
    out = {}
    for x in xs:
        out.setdefault(key(x), []).append(x)
    return out
print(group_by(len, ["a", "bb", "c", "dd", "eee"]))
print(group_by(lambda n: n % 3, range(10)))
def pipeline(data, *steps):
    for step in steps:
        data = step(data)
    return data
res = pipeline(range(20),
               lambda xs: [x for x in xs if x % 2],
               lambda xs: map(sq, xs),
               sum)
print(res)
fns = [abs, str, len, bool, float, int]
print([f(-3) if f not in (len,) else f("abc") for f in fns])
handlers = {"double": lambda v: v * 2, "neg": lambda v: -v, "str": str}
print([handlers[name](21) for name in ["double", "neg", "str"]])
print(sorted(["pear", "Fig", "apple"], key=lambda s: (len(s), s.lower())))
