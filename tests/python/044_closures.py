def make_adder(n):
    def add(x):
        return x + n
    return add
add5 = make_adder(5)
add10 = make_adder(10)
print(add5(1), add10(1), add5(add10(0)))
def make_multipliers():
    return [lambda x, i=i: x * i for i in range(4)]
print([m(10) for m in make_multipliers()])
def late_binding():
    fs = []
    for i in range(3):
        fs.append(lambda: i)
    return [f() for f in fs]
print(late_binding())
def outer():
    msg = "outer msg"
    def inner():
        return msg.upper()
    msg = "changed"
    return inner
print(outer()())
def compose(f, g):
    return lambda x: f(g(x))
inc = lambda x: x + 1
dbl = lambda x: x * 2
print(compose(inc, dbl)(5), compose(dbl, inc)(5))
def memo_factory():
    cache = {}
    def get(k):
        if k not in cache:
            print("computing", k)
            cache[k] = k * k
        return cache[k]
    return get
g = memo_factory()
print(g(3), g(3), g(4))
def counter_pair():
    state = [0]
    def inc():
        state[0] += 1
        return state[0]
    def get():
        return state[0]
    return inc, get
i, gt = counter_pair()
i(); i(); i()
print(gt())
