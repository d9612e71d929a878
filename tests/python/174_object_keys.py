# Objects with their own __hash__/__eq__ as dict keys and set members.
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __eq__(self, o):
        return isinstance(o, Point) and (self.x, self.y) == (o.x, o.y)

    def __hash__(self):
        return hash((self.x, self.y))

    def __repr__(self):
        return f"Point({self.x}, {self.y})"


class Collide:
    # Every instance hashes alike; equality decides.
    def __init__(self, k):
        self.k = k

    def __eq__(self, o):
        return self.k == o.k

    def __hash__(self):
        return 7

    def __repr__(self):
        return f"C{self.k}"


d = {Point(1, 2): "a", Point(3, 4): "b"}
print(d[Point(1, 2)], Point(3, 4) in d, Point(5, 6) in d, d.get(Point(9, 9), "none"))
d[Point(1, 2)] = "A"
print(len(d), d)
s = {Point(0, 0), Point(0, 0), Point(1, 1)}
print(len(s), Point(1, 1) in s, sorted(s, key=lambda p: p.x))
s.discard(Point(0, 0))
print(s)
c = {Collide(1), Collide(2), Collide(1), Collide(3), Collide(2)}
print(len(c), sorted(c, key=lambda x: x.k), Collide(3) in c, Collide(4) in c)
print(hash(Point(1, 2)) == hash(Point(1, 2)), {(Point(1, 2), 1): "tuple key"}[(Point(1, 2), 1)])
counts = {}
for p in [Point(1, 1), Point(2, 2), Point(1, 1)]:
    counts[p] = counts.get(p, 0) + 1
print(counts)
print(list(dict.fromkeys([Point(1, 1), Point(1, 1), Point(2, 2)])))


class NoHash:
    def __eq__(self, o):
        return True


class BadHash:
    def __hash__(self):
        return "x"


for bad in [lambda: {NoHash(): 1}, lambda: {BadHash()}]:
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)


class Plain:
    pass


p = Plain()
print({p: 1}[p], len({Plain(), Plain()}))

class P2:
    def __init__(self, x):
        self.x = x
    def __eq__(self, o):
        return isinstance(o, P2) and self.x == o.x
    def __hash__(self):
        return hash(self.x)
L = [P2(1), P2(2)]
print(P2(2) in L, L.count(P2(1)), L.index(P2(2)))
L.remove(P2(1))
print(len(L), P2(1) == P2(1), P2(1) != P2(2), (P2(1), 2) == (P2(1), 2), [P2(1)] == [P2(1)])
a = [1]
a.append(a)
try:
    print(a == a, [a] == [a])
except RecursionError as e:
    print("RecursionError")
