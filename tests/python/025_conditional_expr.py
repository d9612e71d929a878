for n in range(-2, 3):
    s = "neg" if n < 0 else "zero" if n == 0 else "pos"
    print(n, s)
x = 10
y = x * 2 if x > 5 else x / 2
print(y)
print([("even" if i % 2 == 0 else "odd") for i in range(5)])
f = (lambda v: v + 1) if x else (lambda v: v - 1)
print(f(1))
print((1 if True else 2) + (3 if False else 4))
print("a" if "" else "b", "c" if [0] else "d")
def sign(v):
    return -1 if v < 0 else (1 if v > 0 else 0)
print([sign(v) for v in [-5, 0, 5, -0.5, 0.0]])
z = None
print(z if z is not None else "fallback")
def side(t):
    print("side", t)
    return t
r = side(1) if side(True) else side(2)
print(r)
r = side(3) if side(False) else side(4)
print(r)
print(max(1, 2) if x > 0 else min(1, 2))
