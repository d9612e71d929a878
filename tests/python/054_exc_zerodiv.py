cases = [
    ("int /", lambda: 1 / 0),
    ("int //", lambda: 1 // 0),
    ("int %", lambda: 1 % 0),
    ("divmod int", lambda: divmod(1, 0)),
    ("float /", lambda: 1.0 / 0),
    ("float / 0.0", lambda: 1 / 0.0),
    ("float //", lambda: 1.0 // 0.0),
    ("float %", lambda: 1.0 % 0.0),
    ("divmod float", lambda: divmod(1.0, 0.0)),
    ("zero / zero", lambda: 0 / 0),
    ("neg // zero", lambda: -5 // 0),
    ("pow int mod", lambda: pow(2, 3, 0)),
    ("complex /", lambda: (1 + 1j) / 0),
]
for name, fn in cases:
    try:
        print(name, fn())
    except ZeroDivisionError as e:
        print(name, "->", type(e).__name__ + ":", e)
    except ValueError as e:
        print(name, "->", type(e).__name__ + ":", e)
x = 5
try:
    x /= 0
except ZeroDivisionError as e:
    print("augmented:", e, x)
try:
    x %= 0
except ZeroDivisionError as e:
    print("augmented %:", e)
def avg(xs):
    return sum(xs) / len(xs)
try:
    avg([])
except ZeroDivisionError as e:
    print("avg of empty:", e)
print(isinstance(ZeroDivisionError("z"), Exception))
