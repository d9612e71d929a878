# collections.abc: isinstance/issubclass of built-in values and user classes, and the mixin
# methods a subclass of Mapping, MutableMapping, Sequence, MutableSequence, Set gets.
import collections
import collections.abc
from collections.abc import (Callable, Container, Hashable, ItemsView, Iterable, Iterator,
                             KeysView, Mapping, MutableMapping, MutableSequence, MutableSet,
                             Reversible, Sequence, Set, Sized, Collection, Generator)

values = [[1], (1,), "s", b"b", bytearray(b"x"), {1: 2}, {1}, frozenset({1}), range(3),
          iter([1]), (x for x in []), {1: 2}.keys(), {1: 2}.items(), {1: 2}.values(), 3, 2.5,
          None, len, lambda: 0, collections.OrderedDict(), collections.deque([1]),
          collections.Counter("ab"), collections.defaultdict(int)]
abcs = [Iterable, Iterator, Reversible, Sized, Container, Collection, Hashable, Callable,
        Sequence, MutableSequence, Mapping, MutableMapping, Set, MutableSet, KeysView,
        ItemsView, Generator]
for i, v in enumerate(values):
    print(i, "".join("1" if isinstance(v, a) else "." for a in abcs))
for t in [list, tuple, str, dict, set, frozenset, int, bytes, range]:
    print(t.__name__, "".join("1" if issubclass(t, a) else "." for a in abcs))


class Countdown:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        if self.n == 0:
            raise StopIteration
        self.n -= 1
        return self.n


print(isinstance(Countdown(3), Iterator), isinstance(Countdown(3), Iterable),
      isinstance(Countdown(3), Sized), issubclass(Countdown, Iterable))


class Registry(Mapping):
    def __init__(self, **kw):
        self._d = dict(kw)

    def __getitem__(self, k):
        return self._d[k]

    def __iter__(self):
        return iter(self._d)

    def __len__(self):
        return len(self._d)


r = Registry(a=1, b=2)
print(r["a"], r.get("z", 0), "a" in r, "z" in r, list(r.keys()), list(r.items()),
      list(r.values()), r == {"a": 1, "b": 2}, r == {"a": 1}, len(r), isinstance(r, Mapping),
      isinstance(r, MutableMapping), dict(r))
print(r.keys() & {"a", "q"}, ("a", 1) in r.items(), 2 in r.values(), type(r.keys()).__name__)


class Store(MutableMapping):
    def __init__(self):
        self._d = {}

    def __getitem__(self, k):
        return self._d[k.lower()]

    def __setitem__(self, k, v):
        self._d[k.lower()] = v

    def __delitem__(self, k):
        del self._d[k.lower()]

    def __iter__(self):
        return iter(self._d)

    def __len__(self):
        return len(self._d)


s = Store()
s["A"] = 1
s.update({"B": 2}, C=3)
print(s.setdefault("d", 4), s.pop("a"), s.pop("zz", None), sorted(s.items()), s.popitem())
s.clear()
print(len(s), dict(s))


class Span(Sequence):
    def __init__(self, n):
        self.n = n

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(self.n))]
        if i < 0:
            i += self.n
        if not 0 <= i < self.n:
            raise IndexError(i)
        return i * 10

    def __len__(self):
        return self.n


sp = Span(5)
print(list(sp), 30 in sp, 35 in sp, sp.index(20), sp.count(10), list(reversed(sp)), sp[1:3])


class Stack(MutableSequence):
    def __init__(self):
        self._v = []

    def __getitem__(self, i):
        return self._v[i]

    def __setitem__(self, i, v):
        self._v[i] = v

    def __delitem__(self, i):
        del self._v[i]

    def __len__(self):
        return len(self._v)

    def insert(self, i, v):
        self._v.insert(i, v)


st = Stack()
st.append(1)
st.extend([2, 3, 4])
st += [5]
st.reverse()
print(list(st), st.pop(), st.pop(0), list(st))
st.remove(3)
print(list(st))


class Bag(Set):
    def __init__(self, it=()):
        self._s = list(dict.fromkeys(it))

    def __contains__(self, x):
        return x in self._s

    def __iter__(self):
        return iter(self._s)

    def __len__(self):
        return len(self._s)


b1, b2 = Bag([1, 2, 3]), Bag([2, 3, 4])
print(sorted(b1 & b2), sorted(b1 | b2), sorted(b1 - b2), sorted(b1 ^ b2), b1 <= b2,
      Bag([2]) < b1, b1 == Bag([3, 2, 1]), b1.isdisjoint(Bag([9])))


class Incomplete(Mapping):
    def __getitem__(self, k):
        return k


try:
    Incomplete()
except TypeError as e:
    print("TypeError:", e)
print(collections.abc.Mapping is Mapping, Mapping.__module__, Sequence.__name__)
