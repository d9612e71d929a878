print(list(), list("abc"), list((1, 2)), list(range(3)), list({"a": 1, "b": 2}), list([1, [2]]))
print(tuple(), tuple("ab"), tuple([1, 2]), tuple(range(2)), tuple({"x": 0}))
print(dict(), dict(a=1), dict([("a", 1), ("b", 2)]), dict([["k", "v"]]), dict({"x": 1}), dict(zip("ab", [1, 2])))
print(sorted(set()), sorted(set("hello")), sorted(set([3, 3, 1])), sorted(set(range(3))), sorted(set({"k": 1})))
l1 = [1, 2, 3]
l2 = list(l1)
l2.append(4)
print(l1, l2, l1 is l2)
d1 = {"a": [1]}
d2 = dict(d1)
d2["b"] = 2
d2["a"].append(99)
print(d1, d2)
print(list(map(list, ["ab", "cd"])), [list(t) for t in [(1, 2), (3,)]])
print(list(enumerate("ab")), dict(enumerate("xyz")))
print(tuple(tuple(r) for r in [[1, 2], [3, 4]]))
try:
    dict([1, 2])
except TypeError as e:
    print("TypeError:", e)
try:
    list(5)
except TypeError as e:
    print("TypeError:", e)
print(list(reversed("abc")), list(reversed([1, 2, 3])), tuple(reversed((1, 2))))
