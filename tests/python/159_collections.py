# collections against CPython: Counter (counting, most_common, arithmetic, repr), defaultdict,
# deque with maxlen and rotate, OrderedDict, namedtuple.
from collections import Counter, defaultdict, deque, namedtuple, OrderedDict
import collections
words = "the cat and the hat and the bat".split()
c = Counter(words)
print(c, c["the"], c["dog"], c.most_common(2), len(c), "cat" in c, sorted(c.elements())[:4], c.total())
c.update(["cat", "cat"])
c["zebra"] += 1
print(c.most_common(3), dict(c)["cat"], list(c.keys())[:3], Counter("abracadabra"))
print(Counter(a=3, b=1) + Counter(a=1, b=2), Counter(a=3, b=1) - Counter(a=1, b=2), Counter(a=3) == Counter(a=3, b=0))
print(Counter(a=3, b=1) | Counter(a=1, b=2), Counter(a=3, b=1) & Counter(a=1, b=2), Counter())
groups = defaultdict(list)
for w in words:
    groups[len(w)].append(w)
print(groups, dict(groups), groups[3][:2], len(groups), 9 in groups)
counts = defaultdict(int)
for ch in "mississippi":
    counts[ch] += 1
print(sorted(counts.items()), counts.default_factory)
try:
    defaultdict(None)["x"]
except KeyError as e:
    print("KeyError", e)
q = deque([1, 2, 3], maxlen=4)
q.append(4)
q.append(5)
q.appendleft(0)
print(q, len(q), q[0], q[-1], list(q), q.popleft(), q.pop(), q)
q.rotate(1)
print(q, 3 in q, deque("ab"), deque())
od = OrderedDict()
od["b"] = 1
od["a"] = 2
od.move_to_end("b")
print(list(od.items()), od.popitem(last=False), list(od), od == OrderedDict(a=2) if False else len(od))
Point = collections.namedtuple("Point", "x y")
print(Point(1, 2), isinstance(c, Counter))
