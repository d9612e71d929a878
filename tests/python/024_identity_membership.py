a = [1, 2, 3]
b = a
c = [1, 2, 3]
print(a is b, a is c, a == c, a is not c, id(a) == id(b), id(a) == id(c))
b.append(4)
print(a, b, c)
x = None
print(x is None, x is not None, None is None)
print(True is True, False is not True)
print(2 in a, 9 in a, 9 not in a, not 9 in a)
print("b" in "abc", "bc" in "abc", "ac" in "abc", "" in "")
print("k" in {"k": 1}, 1 in {"k": 1}, 1 in {"k": 1}.values())
print(3 in (1, 2, 3), (1, 2) in [(1, 2)], [1] in [[1]], 2 in {1, 2})
print(3 in range(5), 5 in range(5), -1 in range(-3, 3), 4 in range(0, 10, 2), 5 in range(0, 10, 2))
print(1.0 in [1, 2], True in [1], 0 in [False])
d = {"x": 1}
e = d
e["y"] = 2
print(d, d is e)
f = d.copy()
f["z"] = 3
print(d, f, d is f)
t = (1, 2)
u = t
print(t is u)
def ident(v):
    return v
print(ident(a) is a)
nested = [a, a]
nested[0].append(5)
print(nested, nested[0] is nested[1])
m = [[0] * 2] * 2
m[0][0] = 9
print(m, m[0] is m[1])
n = [[0] * 2 for _ in range(2)]
n[0][0] = 9
print(n, n[0] is n[1])
print(type(1) is int, type("s") is str, type(1.0) is float, type([]) is list)
