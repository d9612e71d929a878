# any/all stop at the first item that decides them, min/max/sum take items one at a time
# (the key called as each item arrives), and the old __getitem__ protocol asks for one item
# per step: generators with side effects and endless iterables behave as in CPython.
import itertools


def gen(n=5):
    for i in range(n):
        print("yield", i)
        yield i


print(any(x > 1 for x in gen()))
g = gen()
print(all(x < 1 for x in g))
print(next(g))
print(any(x > 10 for x in itertools.count()))
print(all(x < 10 for x in itertools.count()))


def key(v):
    print("key", v)
    return -v


print(max(gen(3), key=key))
print(min(gen(3), key=key))
print(min(gen(0), default="empty"))
print(min(3, 1, 2), max("ab", "b"), max([], default=None), max((2, 1), (2, 3)))
try:
    min(1, 2, default=0)
except TypeError as e:
    print(e)
print(sum(gen(3)), sum([1, 2.5, 3]), sum([[1], [2]], []), sum(range(5), start=10))


class Seq:
    def __getitem__(self, i):
        print("get", i)
        if i >= 3:
            raise IndexError
        return i * 10


print(any(v > 5 for v in Seq()))
print(list(Seq()))


class Endless:
    def __getitem__(self, i):
        return i


for v in Endless():
    if v > 3:
        break
print(v, 2 in Endless(), list(itertools.islice(Endless(), 4)))
it = iter(Seq())
print(next(it), next(it))
