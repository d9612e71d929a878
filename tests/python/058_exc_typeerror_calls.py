def f(a, b):
    return a + b
def g(a, b=1, *, c):
    return a + b + c
def k(a, b=1):
    return a * b
def h():
    return 0
calls = [
    ("missing one", lambda: f(1)),
    ("missing two", lambda: f()),
    ("too many", lambda: f(1, 2, 3)),
    ("unexpected kw", lambda: f(1, 2, z=3)),
    ("multiple values", lambda: f(1, a=2)),
    ("kwonly missing", lambda: g(1)),
    ("k too many", lambda: k(1, 2, 3)),
    ("h takes 0", lambda: h(1)),
    ("len two args", lambda: len([1], [2])),
]
for name, fn in calls:
    try:
        print(name, fn())
    except TypeError as e:
        print(name, "-> TypeError:", e)
print(f(1, 2), g(1, c=2), h())
def outer():
    def inner(x):
        return x
    return inner
try:
    outer()()
except TypeError as e:
    print("TypeError:", e)
