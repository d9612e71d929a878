# itertools as lazy generators: infinite iterators with islice/zip/takewhile, tee, groupby.
import itertools as it
print(list(it.islice(it.count(5, 2), 4)))
print(list(zip(it.cycle("ab"), range(5))))
print(list(it.repeat(3, 3)), list(it.islice(it.repeat("x"), 2)))
print(list(it.chain([1], (2, 3))), list(it.chain.from_iterable(["ab", "c"])))
print(list(it.accumulate([1, 2, 3, 4])), list(it.accumulate([1, 2, 3], lambda a, b: a * b, initial=10)), list(it.accumulate([])))
src = iter(range(10))
print(list(it.islice(src, 2, 8, 3)), next(src))
print(list(it.zip_longest("abc", [1], fillvalue="-")))
print(list(it.product("ab", repeat=2))[:3], list(it.permutations([1, 2, 3], 2)))
print(list(it.combinations("abcd", 2)), list(it.combinations_with_replacement("ab", 2)))
print(list(it.pairwise("abcd")))
print(list(it.starmap(pow, [(2, 3), (3, 2)])), list(it.compress("abcdef", [1, 0, 1, 0, 1])))
print(list(it.takewhile(lambda x: x < 3, it.count())), list(it.dropwhile(lambda x: x < 3, [1, 4, 1, 5])))
print(list(it.filterfalse(None, [0, 1, "", "a"])))
print([(k, list(g)) for k, g in it.groupby("aaabccdd")])
print([(k, len(list(g))) for k, g in it.groupby([1, 3, 2, 4, 5], key=lambda x: x % 2)])
a, b = it.tee(it.count(), 2)
print(next(a), next(a), next(b), next(a), next(b))
try:
    it.islice([1], -1)
except ValueError as e:
    print(e)
