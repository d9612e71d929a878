# Positional-only parameters (`/`) in def and lambda: binding, defaults, **kwargs taking
# their names, and the error for passing them by keyword.
def f(a, b=2, /, c=3, *, d=4, **kw):
    return (a, b, c, d, kw)

print(f(1), f(1, 5, 6, d=7), f(1, c=9), f(1, a=10, b=11))
g = lambda x, /, y=1: x + y
print(g(2), g(2, y=3))

def h(x, /):
    return x * 2

print(h(21))
try:
    h(x=1)
except TypeError as e:
    print("TypeError", e)

def k(p, q, /, r):
    return p, q, r

try:
    k(1, q=2, r=3)
except TypeError as e:
    print("TypeError", e)
