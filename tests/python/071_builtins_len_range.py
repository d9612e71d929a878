print(len("hello"), len([1, 2]), len((1,)), len({"a": 1, "b": 2}), len({1, 2, 3}), len(range(10)), len(""))
print(len(range(0, 10, 3)), len(range(10, 0, -3)), len(range(5, 5)), len(range(-5)))
print(list(range(5)), list(range(2, 5)), list(range(0, 10, 4)), list(range(5, 0, -1)), list(range(-2, -10, -3)))
r = range(3, 20, 4)
print(r, list(r), r[0], r[-1], len(r), 7 in r, 8 in r)
print(list(range(3))[::-1], list(reversed(range(3))))
print(range(10)[2:5], list(range(10)[::3]), range(0, 10, 2)[1:3])
print(sum(range(101)), max(range(7)), min(range(3, 9)))
print(range(3) == range(3), range(0) == range(5, 5))
n = 0
for i in range(1, 4):
    for j in range(i):
        n += 1
print(n)
print(len("é中文"), len("\n\t"), len([[1, 2], [3]]))
