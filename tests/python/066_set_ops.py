a = {1, 2, 3, 4}
b = {3, 4, 5, 6}
print(sorted(a | b), sorted(a & b), sorted(a - b), sorted(b - a), sorted(a ^ b))
print(sorted(a.union(b)), sorted(a.intersection(b)), sorted(a.difference(b)), sorted(a.symmetric_difference(b)))
print(sorted(a.union([7, 8], (9,))), sorted(a.intersection(range(3))))
print({1, 2}.issubset(a), a.issubset({1, 2}), a.issuperset({1, 2}), {1, 2} <= a, a >= {5}, {1} < {1, 2}, {1} < {1})
s = set()
s.add(3)
s.add(1)
s.add(3)
print(sorted(s), len(s))
s.update([5, 6], {7})
print(sorted(s))
s.remove(5)
s.discard(100)
s.discard(6)
print(sorted(s))
try:
    s.remove(100)
except KeyError as e:
    print("KeyError:", e)
print(3 in s, 4 in s, len(set("mississippi")), sorted(set("mississippi")))
print(sorted(set([3, 1, 3, 2, 1])), sorted({x % 3 for x in range(10)}))
c = a.copy()
c.add(99)
print(sorted(a), sorted(c))
c.clear()
print(len(c), sorted(c), c == set())
print({1, 2} == {2, 1}, {1, 2} != {1, 2, 3}, set() == set())
print(sorted({1, 1.0, True}), len({1, 1.0, True}), sorted({"a", "b"} | {"c"}))
u = {1, 2}
u |= {3}
u &= {2, 3, 4}
u -= {2}
u ^= {5}
print(sorted(u))
print(sorted({(1, 2), (0, 5), (1, 2)}))
print(bool(set()), bool({0}), len({None}))
print(sorted(set((3, 1))), set([1]) == {1}, sorted(set({"k": 1, "j": 2})))
