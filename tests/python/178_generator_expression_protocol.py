# Generator expressions with one `for` run as plain loops in gpa; they must keep the whole
# generator protocol: laziness, late binding, send/throw/close, errors and their traceback
# text, PEP 479, "already executing", and exhaustion.
import itertools

g = (x * 2 for x in range(5) if x != 2)
print(type(g).__name__, repr(g).startswith("<generator object <genexpr> at 0x"))
print(next(g), g.send(None), list(g), list(g), next(g, "done"))

g = (x for x in range(3))
try:
    g.send(5)
except TypeError as e:
    print("TypeError", e)
print(next(g), g.send("ignored"), next(g))

g = (x for x in range(10))
print(next(g))
try:
    g.throw(KeyError("k"))
except KeyError as e:
    print("KeyError", e)
print(list(g))

g = (x for x in range(10))
g.close()
print(list(g))
g = (x for x in range(10))
print(next(g))
print(g.close(), list(g))

# Late binding: the condition's name is looked up at each item.
limit = 2
g = (x for x in range(6) if x < limit)
print(next(g))
limit = 10
print(list(g))


def stopper(x):
    if x == 3:
        raise StopIteration
    return x


try:
    print(list(stopper(x) for x in range(5)))
except RuntimeError as e:
    print("RuntimeError", e)

g = (1 / (x - 2) for x in range(4))
print(next(g), next(g))
try:
    next(g)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
print(list(g))


def reenter():
    return next(h)


h = (reenter() for _ in range(2))
try:
    next(h)
except ValueError as e:
    print("ValueError", e)

# Tuple targets, nested genexps, laziness over an infinite source.
pairs = ((a, b) for a, b in zip("abc", itertools.count()) if b % 2 == 0)
print(list(pairs))
print(sum(sum(y for y in range(x)) for x in range(5)))
evens = (n for n in itertools.count() if n % 2 == 0)
print([next(evens) for _ in range(4)])
print(max((len(w), w) for w in "the quick brown fox".split()))
print(sorted(c.upper() for c in "hello" if c in "lo"))
nums = [3, 1, 2]
g = (n * n for n in nums)
nums.append(4)
print(list(g))
