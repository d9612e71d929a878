d = {}
for k in ["delta", "alpha", "charlie", "bravo"]:
    d[k] = len(k)
print(d, list(d), list(d.values()))
d["alpha"] = 99
print(list(d.items()))
del d["delta"]
d["delta"] = 0
print(list(d))
d.pop("charlie")
d.update({"echo": 4, "alpha": 1})
print(d)
sorted_by_val = dict(sorted(d.items(), key=lambda kv: kv[1]))
print(sorted_by_val)
sorted_by_key = {k: d[k] for k in sorted(d)}
print(sorted_by_key)
rev = dict(reversed(list(d.items())))
print(rev)
print(d == rev, list(d) == list(rev))
merged = dict(d)
merged.update(rev)
print(merged)
nested = {"b": {"y": 1, "x": 2}, "a": {"z": 3}}
print({k: sorted(v) for k, v in sorted(nested.items())})
counts = {}
for ch in "hello world":
    if ch != " ":
        counts[ch] = counts.get(ch, 0) + 1
print(counts)
print(list(counts.keys())[:3], list(counts.values())[-3:])
keys = list(d)
for k in keys:
    if d[k] % 2 == 0:
        del d[k]
print(d)
d.clear()
d["fresh"] = True
print(d, len(d))
