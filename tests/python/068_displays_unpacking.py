a = [1, 2]
b = (3, 4)
print([*a, *b], [0, *a, 9], (*a, *b), (*a,), [*"xy", *range(2)])
print({*a, *b} == {1, 2, 3, 4}, sorted({*a, 5}))
d1 = {"x": 1, "y": 2}
d2 = {"y": 20, "z": 30}
print({**d1, **d2}, {**d2, **d1}, {**d1, "w": 0}, {"y": -1, **d1})
print([], [[]], [[], []], (), ((),), {}, {"": ""})
print([1, 2, 3,], (1, 2,), {"t": 1,}, {1, 2,} == {1, 2})
nested = [[1, [2, [3, [4]]]], {"k": [5, {"j": (6,)}]}]
print(nested)
print(nested[0][1][1][1][0], nested[1]["k"][1]["j"][0])
mat = [
    [1, 2, 3],
    [4, 5, 6],
]
print(mat, len(mat), len(mat[0]))
empty_set = set()
print(type(empty_set).__name__, type({}).__name__, len(empty_set))
first, *others = [*a, *b]
print(first, others)
print([*[], *()], {**{}}, [*{"k": 1}])
combined = {**{"a": [1]}, **{"b": (2,)}}
print(combined)
print(list((1, 2)), tuple([3, 4]), list({"a": 1, "b": 2}), list({"a": 1}.items()))
print([(i, j) for i in a for j in b])
print(dict(a=1, **{"b": 2}), [*map(str, a)])
