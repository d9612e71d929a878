def counter():
    count = 0
    def inc(step=1):
        nonlocal count
        count += step
        return count
    return inc
c1 = counter()
c2 = counter()
print(c1(), c1(), c1(10), c2(), c1())
def outer():
    x = "outer"
    def middle():
        nonlocal x
        x = "middle"
        def inner():
            nonlocal x
            x = x + "+inner"
        inner()
    middle()
    return x
print(outer())
def accumulate():
    total = 0
    items = []
    def add(v):
        nonlocal total
        total += v
        items.append(v)
        return total, list(items)
    return add
acc = accumulate()
print(acc(1))
print(acc(2))
print(acc(3))
def fib_gen():
    a, b = 0, 1
    def step():
        nonlocal a, b
        a, b = b, a + b
        return a
    return step
nxt = fib_gen()
print([nxt() for _ in range(10)])
def shadow():
    v = 1
    def inner():
        v = 2
        return v
    inner()
    return v
print(shadow())
