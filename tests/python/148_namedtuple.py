# collections.namedtuple: construction by position and keyword, defaults, attribute and
# index access, unpacking, comparison with tuples, sorting by a field; errors as CPython's.
from collections import namedtuple
import collections
Point = namedtuple("Point", ["x", "y"])
p = Point(1, y=2)
print(p, p.x + p.y, p[0], list(p), len(p), p == (1, 2))
a, b = p
print(a, b, repr(p), type(p).__name__)
Row = collections.namedtuple("Row", "name, score rank", defaults=[0])
r = Row("ann", 9.5)
print(r, r.rank, sorted([Row("b", 2.0, 1), Row("a", 3.0, 2)], key=lambda t: t.score))
for bad in [lambda: Point(1), lambda: Point(1, 2, 3), lambda: Point(1, z=2), lambda: namedtuple("Bad", ["1x"])]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
