print([x * x for x in range(8)])
print([x for x in range(20) if x % 3 == 0 if x % 2 == 0])
print([(x, y) for x in range(3) for y in range(x)])
print([[x * y for y in range(1, 4)] for x in range(1, 4)])
print([c.upper() for c in "hello" if c != "l"])
print([x if x % 2 else -x for x in range(6)])
print({x: x ** 3 for x in range(5)})
print({k: v for k, v in zip("abc", [1, 2, 3]) if v != 2})
print({w: len(w) for w in "the quick brown the fox".split()})
print(sorted({x % 4 for x in range(20)}))
print(sorted({c for c in "abracadabra"}))
print(sorted({(x, y) for x in range(2) for y in range(2)}))
matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
print([row[i] for i, row in enumerate(matrix)])
print([v for row in matrix for v in row if v % 2])
print([[row[i] for row in matrix] for i in range(3)])
x = "outer"
res = [x for x in range(3)]
print(res, x)
print([i for i in []], {k: 1 for k in []}, sorted({s for s in ""}))
words = ["apple", "bob", "kayak", "level", "python"]
print([w for w in words if w == w[::-1]])
print({w[0]: w for w in words})
pairs = [(a, b, c) for a in range(1, 20) for b in range(a, 20) for c in range(b, 20) if a * a + b * b == c * c]
print(pairs)
n = 3
print([[1 if i == j else 0 for j in range(n)] for i in range(n)])
print([f(v) for f in (abs, str) for v in (-1, 2)])
data = {"a": [1, 2], "b": [3]}
print([(k, v) for k, vs in data.items() for v in vs])
print([[y for y in range(x)] for x in range(4)])
