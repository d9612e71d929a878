lst = [0, 1, 2, 3, 4]
lst[0] = 10
lst[-1] = 40
print(lst)
lst[1] += 5
lst[-2] *= 3
print(lst)
grid = [[0] * 3 for _ in range(3)]
grid[1][2] = 7
grid[2][0] = grid[1][2] + 1
print(grid)
d = {"a": 1}
d["b"] = 2
d["a"] += 10
print(d)
d[(1, 2)] = "tuple key"
d[3] = "int key"
d[1.5] = "float key"
print(d)
nested = {"outer": {"inner": [1, 2]}}
nested["outer"]["inner"][1] = 99
nested["outer"]["new"] = []
nested["outer"]["new"].append("x")
print(nested)
counts = {}
for ch in "abracadabra":
    counts[ch] = counts.get(ch, 0) + 1
print(counts)
m = [[1, 2], [3, 4]]
m[0], m[1] = m[1], m[0]
print(m)
m[0][0], m[1][1] = m[1][1], m[0][0]
print(m)
i = 0
arr = [5, 6, 7]
arr[i] = i = 2
print(arr, i)
