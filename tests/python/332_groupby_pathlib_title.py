# itertools groupby sharing one iterator, count/repeat reprs; pathlib match and the pure
# classes; title case of digraphs and ligatures.
from itertools import groupby, count, repeat, islice
g = groupby([1, 1, 2]); k1, g1 = next(g); k2, g2 = next(g)
print(k1, list(g1), k2, list(g2))
print([(k, list(v)) for k, v in list(groupby("aab"))])
print([(k, list(v)) for k, v in groupby("aabbbcdd")], list(groupby([])))
print([(k, len(list(v))) for k, v in groupby(sorted(["apple", "avocado", "banana", "cherry", "cranberry"]), key=lambda s: s[0])])
g = groupby("aaabb"); k, v = next(g); print(next(v), k); k, v = next(g); print(k, list(v), list(g))
c = count(5); print(c, next(c), c, count(1.5, 0.5), count(0, 2), count(2.0))
r = repeat("a", 3); print(r, next(r), r, list(r), r, repeat(1), list(repeat(0, -2)))
print(list(islice(count(), 4)), list(zip(count(1), "ab")), list(map(pow, range(4), repeat(2))))
from pathlib import Path, PurePosixPath, PurePath, PosixPath
print(Path("a/b.py").match("a/*.py"), Path("/a/b.py").match("/a/*.py"), Path("/a/b.py").match("/*.py"), Path("x/a/b.py").match("a/*.py"), Path("b.py").match("a/*.py"), Path("a/b.py").match("*.py"))
print(repr(PurePosixPath("r/s")), repr(PurePath("x")), repr(Path("q")), repr(PurePosixPath("r") / "t"), PurePosixPath("/a/b").parent, repr(PurePosixPath("/a/b").parent))
print(isinstance(Path("x"), PurePath), isinstance(PurePosixPath("x"), PurePath), isinstance(Path("x"), PosixPath), PurePosixPath("a", "b").joinpath("c"), type(Path(".")).__name__)
print(repr(Path("a/b.txt").with_suffix(".md")), Path("a") == PurePosixPath("a"))
print("ß".title(), "ß".capitalize(), "ǆ".title(), "ﬁne".title(), "ǆemal ǉubljana".title(), "ᾳ".title(), "straße".title())
print("hello world".title(), "ǅ".capitalize(), "ǄA".capitalize())
