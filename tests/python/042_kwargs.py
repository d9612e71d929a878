def info(**kwargs):
    print("kwargs:", kwargs, type(kwargs).__name__)
    for k, v in kwargs.items():
        print(" ", k, "=", v)
    return len(kwargs)
print(info())
print(info(a=1, b="two"))
def full(a, b=2, *args, c=3, **kw):
    return a, b, args, c, kw
print(full(1))
print(full(1, 5, 6, 7, c=8, d=9, e=10))
opts = {"c": 30, "z": 26}
print(full(0, **opts))
print(full(*[1, 2, 3], **{"x": 1}))
def make(name, **attrs):
    attrs["name"] = name
    return attrs
print(make("box", w=2, h=3))
def passthrough(*args, **kwargs):
    return full(*args, **kwargs)
print(passthrough(9, 8, c=7, q=6))
d1 = {"a": 1}
d2 = {"b": 2}
def two(a, b):
    return a - b
print(two(**d1, **d2), two(**{"b": 10, "a": 3}))
try:
    two(1, **{"a": 2})
except TypeError as e:
    print("TypeError:", e)
