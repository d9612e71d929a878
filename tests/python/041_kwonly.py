def f(a, *, key, flag=False):
    return (a, key, flag)
print(f(1, key=2))
print(f(1, key=2, flag=True))
print(f(a=0, flag=True, key="k"))
def g(*args, sep=" ", end="."):
    return sep.join(args) + end
print(g("a", "b"), g("a", "b", sep="_"), g(end="!"))
def h(x, *args, scale=1, **kw):
    return x * scale, args, kw
print(h(2), h(2, 3, 4, scale=10), h(1, opt="o"))
try:
    f(1, 2)
except TypeError as e:
    print("TypeError:", e)
try:
    f(1)
except TypeError as e:
    print("TypeError:", e)
def axis_sum(data, axis=None):
    if axis is None:
        return sum(sum(r) for r in data)
    if axis == 0:
        return [sum(c) for c in zip(*data)]
    return [sum(r) for r in data]
m = [[1, 2], [3, 4]]
print(axis_sum(m), axis_sum(m, axis=0), axis_sum(m, axis=1))
