for i in range(5):
    print(i, end=" ")
print()
for i in range(2, 10, 3):
    print(i, end=" ")
print()
for i in range(10, 0, -2):
    print(i, end=" ")
print()
for i in range(0):
    print("never")
for i in range(5, 1):
    print("never")
for x in [1.5, "two", None, [3]]:
    print(repr(x))
for x in (10, 20):
    print(x)
d = {"b": 2, "a": 1, "c": 3}
for k in d:
    print(k, d[k])
for k, v in d.items():
    print(k, "->", v)
for k in d.keys():
    print("key", k)
for v in d.values():
    print("val", v)
for ch in "héllo":
    print(ch, ord(ch))
for s in sorted({3, 1, 2}):
    print("set item", s)
for row in [[1, 2], [3, 4]]:
    for val in row:
        print(val, end=",")
print()
for i, (a, b) in enumerate([(1, 2), (3, 4)]):
    print(i, a + b)
for _ in range(2):
    print("underscore")
r = range(1, 10, 2)
print(len(r), r[0], r[-1], r[2], list(r), list(range(-3)), list(range(-3, 3)))
print(range(5), range(1, 5), range(1, 10, 2))
for n in reversed(range(3)):
    print("rev", n)
