def f(a, b, c):
    return a * 100 + b * 10 + c
args = [1, 2, 3]
print(f(*args))
print(f(*args[:2], 9))
print(f(1, *[2, 3]))
print(f(*(4, 5), c=6))
print(f(**{"a": 7, "b": 8, "c": 9}))
print(f(1, **{"c": 3, "b": 2}))
print(f(*range(3)))
print(f(*[1, 2, 3][::-1]))
pts = [(1, 2), (3, 4)]
print([f(x, y, 0) for x, y in pts])
print(list(map(f, [1, 2], [3, 4], [5, 6])))
def g(*a, **k):
    return a, k
print(g(*[1], *[2, 3], x=1, **{"y": 2}, **{"z": 3}))
print(print(*[]) is None)
print("{}-{}-{}".format(*"xyz"))
print(sorted([3, 1, 2], **{"reverse": True}))
print(dict(**{"k": 1}, m=2))
