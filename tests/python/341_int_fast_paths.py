# The int cases compiled inline (a local or global against an int constant or another
# local, `name op= constant` changed in place) must agree with the general operators at
# every edge: overflow past 64 bits, bools, floats, negative operands of // and %,
# unbound names, and values of other types flowing through the same statement.
BIG = 2**63 - 1


def edges():
    i = BIG - 2
    out = []
    for _ in range(4):
        i += 1
        out.append(i)
    j = -BIG - 1
    j -= 1
    out.append(j)
    k = 3
    k *= BIG
    out.append(k)
    n = -7
    n //= 2
    out.append(n)
    m = -7
    m %= 3
    out.append(m)
    p = 7
    p %= -3
    out.append(p)
    q = 7
    q //= -2
    out.append(q)
    b = True
    b += 1
    out.append(b)
    x = 1.5
    x += 1
    out.append(x)
    s = "a"
    s *= 3
    out.append(s)
    lst = [1]
    lst += [2]
    out.append(lst)
    return out


print(edges())


def mixed(values):
    out = []
    for v in values:
        # the same compiled statement sees ints, then other types
        out.append((v + 1, v * 2, v - 3, v % 2 == 0 if not isinstance(v, str) else v))
        out.append((v < 3, v >= 2, v == 2, v != 2) if not isinstance(v, str) else None)
        # an expression's value against an int constant
        out.append(((v * 1) % 3, (v + 0) == 2, (v - 0) < 3, (v * 3) // 2))
    return out


print(mixed([2, 3, -4, True, False, 2.5, BIG, -BIG - 1, 10**20]))


def pair_ops(a, b):
    return (a + b, a - b, a * b, a < b, a <= b, a > b, a >= b, a == b, a != b)


for a, b in [(1, 2), (BIG, 1), (-BIG - 1, -1), (True, 2), (2, 2.0), (3, -2), (-3, 2), (0, 0)]:
    print(pair_ops(a, b))
    if b != 0:
        print(a // b, a % b)


def zero_division(n):
    try:
        n %= 0
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)
    try:
        return n // 0
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)


zero_division(5)


def unbound():
    try:
        u += 1
    except UnboundLocalError as e:
        print("UnboundLocalError:", e)
    try:
        print(w < 3)
    except UnboundLocalError as e:
        print("UnboundLocalError:", e)
    w = 1
    u = 0


unbound()

# module level: globals changed in place
g = BIG - 1
g += 1
print(g, type(g).__name__)
g += 1
print(g)
h = 10
count = 0
while h > 0:
    h -= 3
    count += 1
print(h, count)
try:
    undefined_name += 1
except NameError as e:
    print("NameError:", e)


class Box:
    def __init__(self, v):
        self.v = v

    def __add__(self, o):
        return Box(self.v + o)

    def __lt__(self, o):
        return self.v < o

    def __repr__(self):
        return f"Box({self.v})"


def objects():
    x = Box(1)
    x += 1
    y = x + 5
    return x, y, x < 3, y < 3


print(objects())
