print(max(3, 7, 1), min(3, 7, 1), max([4, 9, 2]), min((4, 9, 2)))
print(max("hello"), min("hello"), max(["b", "abc", "c"]), min("z", "aa"))
print(max([1, 5, 3], key=lambda v: -v), min(["aaa", "b", "cc"], key=len))
print(max(["aa", "bb", "c"], key=len), min(["bb", "aa"], key=len))
print(max([], default=0), min([], default="none"), max([7], default=0))
print(max(1, 2.5), min(-1, -1.5), max(True, 0), max(0.0, -0.0), min(0, 0.0))
print(max([[1, 2], [1, 3], [0, 9]]), min([(2, "a"), (1, "z")]))
d = {"x": 3, "y": 9, "z": 1}
print(max(d), min(d), max(d, key=d.get), min(d, key=lambda k: d[k]), max(d.values()))
print(max(range(10), key=lambda v: (v % 4, v)))
print(max("a", "b", "c", key=lambda s: 0), min(3, 1, 2, key=lambda v: v * v))
print(max(float("-inf"), -1e308), min([float("inf"), 1e308]))
scores = [("ann", 88), ("bob", 95), ("cy", 95), ("di", 70)]
print(max(scores, key=lambda s: s[1]), min(scores, key=lambda s: s[1]))
print(max(abs(v) for v in [-7, 3, 5]))
try:
    max(1)
except TypeError as e:
    print("TypeError:", e)
