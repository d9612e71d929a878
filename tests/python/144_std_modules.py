# Python standard modules gpa writes in gpa (pylib/): itertools, functools, operator, copy,
# string; results compared through list() as itertools gives iterators in CPython.
import copy
import functools
import itertools
import operator
import string
from functools import reduce, partial, lru_cache
from itertools import product, combinations

print(list(itertools.chain([1, 2], (3,), "ab")), list(itertools.chain.from_iterable([[1], [2, 3]])))
print(list(itertools.accumulate([1, 2, 3, 4])), list(itertools.accumulate([3, 1, 4, 1, 5], max)), list(itertools.accumulate([1, 2], initial=10)))
print(list(itertools.islice(range(20), 5)), list(itertools.islice("abcdefg", 1, 6, 2)), list(itertools.islice([1, 2, 3], None, None)))
print(list(itertools.zip_longest("ab", [1, 2, 3], fillvalue="-")), list(product("ab", range(2))), list(product([0, 1], repeat=2)))
print(list(itertools.permutations("abc", 2)), len(list(itertools.permutations(range(4)))), list(combinations(range(4), 2)))
print(list(itertools.combinations_with_replacement("ab", 2)), list(combinations("ab", 3)), list(itertools.permutations([1], 2)))
print(list(itertools.pairwise([1, 2, 4, 7])), list(itertools.starmap(pow, [(2, 3), (3, 2)])), list(itertools.compress("abcd", [1, 0, 1, 0])))
print(list(itertools.takewhile(lambda x: x < 3, [1, 2, 3, 1])), list(itertools.dropwhile(lambda x: x < 3, [1, 2, 3, 1])), list(itertools.filterfalse(None, [0, 1, 2])))
print([(k, list(g)) for k, g in itertools.groupby("aaabccaa")], [(k, len(list(g))) for k, g in itertools.groupby([1, 3, 2, 4, 5], key=lambda x: x % 2)])
print(list(itertools.repeat("x", 3)), list(itertools.repeat(1, 0)))
for bad in [lambda: list(itertools.islice([1], -1)), lambda: list(itertools.islice([1], 0, 1, 0))]:
    try:
        bad()
    except ValueError as e:
        print("ValueError", e)

print(reduce(operator.add, [1, 2, 3, 4]), reduce(lambda a, b: a * b, [1, 2, 3], 10), functools.reduce(max, [[1], [3], [2]]))
try:
    reduce(operator.add, [])
except TypeError as e:
    print("TypeError", e)
base2 = partial(int, base=2)
add5 = partial(operator.add, 5)
print(base2("1011"), add5(10), partial(max, 3)(1, 2))


def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


def sq(x):
    return x * x


# (The call forms of the decorators; tests/python/147 has the @ forms.)
fib = lru_cache(maxsize=None)(fib)
sq = functools.cache(sq)


print(fib(60), sq(12), sq(12))
print(operator.mul(6, 7), operator.itemgetter(1)([5, 6, 7]), operator.itemgetter(0, 2)("abc"), operator.neg(3), operator.truediv(1, 4))
rows = [("b", 2), ("a", 3), ("c", 1)]
print(sorted(rows, key=operator.itemgetter(1)), max(rows, key=operator.itemgetter(0)), operator.contains([1, 2], 2), operator.not_(0))
a = [[1, 2], {"k": [3]}]
s, d = copy.copy(a), copy.deepcopy(a)
a[0].append(9)
a[1]["k"].append(4)
print(s, d, copy.copy({"x": 1}), copy.deepcopy((1, [2])))
print(string.ascii_lowercase, string.digits, string.hexdigits, len(string.punctuation), string.capwords("hello big world"))
print(repr(string.whitespace), len(string.printable), string.ascii_letters[20:30])


def counter():
    counter.calls += 1
    return counter.calls


counter.calls = 0
counter()
counter()
print(counter.calls)
