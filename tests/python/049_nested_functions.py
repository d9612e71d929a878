def outer(x):
    def middle(y):
        def inner(z):
            return x + y + z
        return inner(y * 2)
    return middle(x * 3)
print(outer(1), outer(2))
def apply_twice(f, v):
    return f(f(v))
def make():
    def helper(s):
        return s + "!"
    return apply_twice(helper, "hi")
print(make())
def validate(data):
    errors = []
    def check(cond, msg):
        if not cond:
            errors.append(msg)
    check(len(data) > 0, "empty")
    check(all(isinstance(v, int) for v in data), "non-int")
    check(sum(data) < 100 if data else True, "too big")
    return errors
print(validate([1, 2]), validate([]), validate([50, 60]))
def recursive_inner(n):
    def go(k, acc):
        if k == 0:
            return acc
        return go(k - 1, acc * k)
    return go(n, 1)
print(recursive_inner(6))
def uses_later():
    def a():
        return b() + 1
    def b():
        return 41
    return a()
print(uses_later())
def pipeline(*fns):
    def run(v):
        for fn in fns:
            v = fn(v)
        return v
    return run
p = pipeline(lambda v: v + 1, lambda v: v * 10, str, len)
print(p(4), p(99))
