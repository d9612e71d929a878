# Generators: yield, yield from, send/throw/close, lazy generator expressions, and the
# lazy built-in iterators (map, zip, filter, enumerate) over infinite generators.


def squares(n):
    for i in range(n):
        yield i * i
    return "done"


g = squares(4)
print(type(g).__name__, iter(g) is g)
print(next(g), next(g), list(g), list(g))
try:
    next(squares(0))
except StopIteration as e:
    print("StopIteration value:", repr(e.value))
g = squares(1)
next(g)
try:
    next(g)
except StopIteration as e:
    print("StopIteration value:", e.value)
print(next(squares(0), "default"))


def naturals():
    n = 0
    while True:
        yield n
        n += 1


# Lazy consumers of an infinite generator.
for i, v in enumerate(naturals()):
    if i == 3:
        print("enumerate stops at", v)
        break
print(list(zip("abc", naturals())))
evens = filter(lambda x: x % 2 == 0, naturals())
print(next(evens), next(evens), next(evens))
doubled = map(lambda x: 2 * x, naturals())
print([next(doubled) for _ in range(4)])
print(next(x for x in naturals() if x * x > 50))

# Generator expressions are lazy and see variables as they are when they run.
k = 1
lazy = (k * i for i in range(3))
k = 10
print(list(lazy))
print([list(x * y for y in range(3)) for x in range(3)])
print(sum(x * x for x in range(10)), max(len(w) for w in ["a", "abc", "ab"]))
print(sorted((c for c in "hello"), reverse=True), set(c for c in "aab") == {"a", "b"})
print(dict((w, len(w)) for w in ["one", "three"]))
try:
    (x for x in 5)
except TypeError as e:
    print("TypeError at creation:", e)
side = []
gen_side = (side.append(i) or i for i in range(3))
print("before:", side)
print(next(gen_side), "after one:", side)


# send, throw, close
def accumulator():
    total = 0
    while True:
        got = yield total
        if got is None:
            break
        total += got
    return total


acc = accumulator()
print(next(acc), acc.send(5), acc.send(7))
try:
    acc.send(None)
except StopIteration as e:
    print("returned", e.value)
try:
    accumulator().send(1)
except TypeError as e:
    print("TypeError:", e)


def guarded():
    try:
        yield 1
        yield 2
    except ValueError as e:
        print("caught inside:", e)
        yield "recovered"
    finally:
        print("finally runs")


gd = guarded()
print(next(gd))
print(gd.throw(ValueError("bad value")))
gd.close()
gd2 = guarded()
print(next(gd2))
gd2.close()
print("closed again:", gd2.close())
try:
    next(gd2)
except StopIteration:
    print("closed generator stops")
try:
    guarded().throw(KeyError, )
except KeyError:
    print("throw into a fresh generator raises at once")


def stubborn():
    try:
        yield 1
    except GeneratorExit:
        print("ignoring close")
    yield 2


s = stubborn()
next(s)
try:
    s.close()
except RuntimeError as e:
    print("RuntimeError:", e)


# yield from: values, send passed through, return value
def inner():
    x = yield "inner-1"
    print("inner got", x)
    yield "inner-2"
    return "inner-result"


def outer():
    r = yield from inner()
    print("outer got", r)
    yield from [10, 20]
    yield from range(2)


o = outer()
print(next(o), o.send("hello"), list(o))


def walk(tree):
    if isinstance(tree, list):
        for t in tree:
            yield from walk(t)
    else:
        yield tree


print(list(walk([1, [2, [3, [4, [5]]]], 6])))


# Generators as methods and __iter__
class Countdown:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        n = self.n
        while n > 0:
            yield n
            n -= 1


print(list(Countdown(3)), [x for x in Countdown(2)], 2 in Countdown(3))


# PEP 479, re-entry, and an error inside the body
def leaks_stop():
    yield 1
    raise StopIteration("inner")


try:
    list(leaks_stop())
except RuntimeError as e:
    print("RuntimeError:", e)


def reenter():
    yield next(me)


me = reenter()
try:
    next(me)
except ValueError as e:
    print("ValueError:", e)


def fails():
    yield 1
    yield 1 / 0


try:
    print(list(fails()))
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)


# A bare yield, a yield in an expression, a yielding lambda
def bare():
    x = yield
    y = (yield x) + 1
    yield y


b = bare()
print(next(b), b.send(41), b.send(1))
print(list((lambda: (yield 7))()))


# Generators that outlive their caller and many alive at once
def make_counter(start):
    def count():
        n = start
        while True:
            yield n
            n += 1

    return count()


gens = [make_counter(i * 100) for i in range(200)]
print(sum(next(c) for c in gens), sum(next(c) for c in gens))
print(list(zip(make_counter(0), "xy", make_counter(5))))


def deep(n):
    return 0 if n == 0 else 1 + deep(n - 1)


def deep_in_generator():
    yield deep(800)


print(list(deep_in_generator()))

# zip(strict=True) errors, pulling lazily
for a in [([1,2],[1]), ([1],[1,2]), ([1],[1],[1,2]), ([1,2],[1,2],[1])]:
    try:
        print(list(zip(*a, strict=True)))
    except ValueError as e:
        print(e)
