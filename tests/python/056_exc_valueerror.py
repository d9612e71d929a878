import math
tests = [
    ("int abc", lambda: int("abc")),
    ("int empty", lambda: int("")),
    ("int float str", lambda: int("1.5")),
    ("int base", lambda: int("12", 2)),
    ("float bad", lambda: float("xyz")),
    ("remove", lambda: [1, 2].remove(3)),
    ("index", lambda: [1, 2].index(3)),
    ("str index", lambda: "abc".index("z")),
    ("sqrt neg", lambda: math.sqrt(-1)),
    ("log zero", lambda: math.log(0)),
    ("chr neg", lambda: chr(-1)),
    ("range step", lambda: range(0, 5, 0)),
]
for name, fn in tests:
    try:
        print(name, fn())
    except ValueError as e:
        print(name, "-> ValueError:", e)
try:
    a, b = [1, 2, 3]
except ValueError as e:
    print("ValueError:", e)
try:
    a, b, c = [1, 2]
except ValueError as e:
    print("ValueError:", e)
try:
    a, b = "x"
except ValueError as e:
    print("ValueError:", e)
try:
    a, *b, c = [1]
except ValueError as e:
    print("ValueError:", e)
try:
    for x, y in [(1, 2), (3, 4, 5)]:
        print(x, y)
except ValueError as e:
    print("ValueError:", e)
# The empty max()/min() message changed in CPython 3.12; only the kind is compared.
try:
    max([])
except ValueError as e:
    print("ValueError")
try:
    min([])
except ValueError as e:
    print("ValueError")
print(max([], default="empty"), min([], default=None))
