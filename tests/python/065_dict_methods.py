d = {"b": 2, "a": 1}
d["c"] = 3
print(d, len(d))
print(d.get("a"), d.get("z"), d.get("z", 0))
print(list(d.keys()), list(d.values()), list(d.items()))
print(d.keys(), d.values(), d.items())
print(d.pop("b"), d)
print(d.pop("zz", "default"))
print(d.setdefault("a", 100), d.setdefault("new", []), d)
d["new"].append(1)
print(d)
d.update({"a": 10, "x": 24})
print(d)
d.update(y=25, z=26)
print(d)
d.update([("p", 1), ("q", 2)])
print(d)
e = d.copy()
e["a"] = -1
print(d["a"], e["a"])
e.clear()
print(e, len(e))
print("a" in d, "zz" in d, "a" not in d)
d["b"] = 0
print(list(d))
del d["a"]
d["a"] = "re-added"
print(list(d))
d["x"] = "updated keeps position"
print(d)
print(dict(), dict(a=1, b=2), dict([("k", "v")]), dict({"m": 1}, n=2))
print(dict(zip("abc", range(3))))
squares = {n: n * n for n in range(5)}
print(squares, squares[4])
print({1: "a", 1.0: "b", True: "c"})
print({(1, 2): 3, "s": None, 2.5: [1]})
keys = sorted({"z": 1, "m": 2, "a": 3})
print(keys)
inv = {v: k for k, v in squares.items()}
print(inv)
print(max(squares, key=lambda k: -k), min(squares.values()), sum(squares.values()))
print(list(reversed(list(squares.items())))[:2])
print({**squares, 0: "zero", 9: "nine"})
