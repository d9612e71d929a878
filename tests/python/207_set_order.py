# Sets of ints, floats, bools and tuples of them iterate and print in CPython's table order
# (which does not vary between runs for these hashes); the order stays put between looks.
s = {5, 3, 9, 1}
print(s, s, list(s))
print({3, 1, 2}, set([10, 2, 7, 1, 0]), {x * 8 for x in range(6)})
t = set()
for i in [40, 8, 0, 16, 24, 32, -1, -7, 2**40, 2**61 - 1, 2**61]:
    t.add(i)
print(t)
print(t.pop(), t.pop(), t)
print(set([1.5, 0.25, 3.0, -2.5, 1e300]), {True, 2, 0})
print(set([(1, 2), (0, 0), (3, -1), ((1, 2), 3)]))
a, b = set(range(0, 40, 3)), set([33, 1, 30, 12, 99])
print(a & b, b & a, a - b, b - a)
print({1, 2} | {3}, {4, 0} ^ {0, 2})
print([x for x in {7, 70, 700, 7000}], sorted({7, 70, 700, 7000}))
print(frozenset([64, 32, 16, 8, 0]))
