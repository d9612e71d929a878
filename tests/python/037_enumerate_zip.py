names = ["ann", "bob", "cy"]
ages = [31, 25, 40]
for i, n in enumerate(names):
    print(i, n)
for i, n in enumerate(names, start=1):
    print(i, n)
for i, n in enumerate(names, 10):
    print(i, n)
print(list(enumerate("ab")))
for n, a in zip(names, ages):
    print(n, a)
print(list(zip(names, ages)))
print(list(zip([1, 2, 3], "ab")))
print(list(zip()), list(zip([1, 2])))
print(list(zip(range(3), range(10, 13), range(20, 23))))
print(dict(zip(names, ages)))
pairs = [(1, "x"), (2, "y")]
nums, letters = zip(*pairs)
print(nums, letters)
for idx, (n, a) in enumerate(zip(names, ages)):
    print(idx, n, a)
print(list(enumerate([])))
m = [[1, 2, 3], [4, 5, 6]]
print([list(col) for col in zip(*m)])
e = enumerate(["p", "q"])
print(next(e), next(e))
print([a * b for a, b in zip([1, 2, 3], [4, 5, 6])])
