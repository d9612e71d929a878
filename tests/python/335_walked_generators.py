# Generators whose yields are statements in if/while/for blocks (walked without a coroutine):
# send, break/continue/else around yields, return values, throw/close, errors, re-entry.
import sys


def countdown(n):
    while n > 0:
        got = yield n
        if got is not None:
            n = got
        else:
            n -= 1
    else:
        yield "liftoff"
    return "done"


g = countdown(3)
print(next(g), g.send(10), next(g), next(g))
print(list(countdown(2)))
g = countdown(1)
print(next(g), next(g))
try:
    next(g)
except StopIteration as e:
    print("stop", e.value)


def grid(n, m):
    for i in range(n):
        if i == 1:
            continue
        for j in range(m):
            if j > i:
                break
            yield i, j
        else:
            yield "row", i
        if i == 3:
            break
    else:
        yield "all rows"
    yield "after"


print(list(grid(5, 3)))
print(list(grid(3, 1)))


def classify(xs):
    for x in xs:
        if x < 0:
            yield "neg", x
        elif x == 0:
            yield
        else:
            if x % 2:
                yield "odd", x
            yield "pos", x
    return len(xs)


print(list(classify([-1, 0, 3, 4])))


def early(xs):
    for x in xs:
        if x == "stop":
            return "stopped at %d" % xs.index(x)
        yield x.upper()


g = early(["a", "b", "stop", "c"])
print([next(g), next(g)])
try:
    next(g)
except StopIteration as e:
    print(repr(e.value))


def fails(n):
    i = 0
    while True:
        yield 10 // (n - i)
        i += 1


g = fails(2)
print(next(g), next(g))
try:
    next(g)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
print(list(g), next(g, "exhausted"))


def stopper():
    yield 1
    raise StopIteration("inner")


try:
    list(stopper())
except RuntimeError as e:
    print("RuntimeError:", e, type(e.__cause__).__name__)

g = countdown(5)
next(g)
try:
    g.throw(ValueError("thrown"))
except ValueError as e:
    print("thrown back:", e)
print(next(g, "closed after throw"))
g = countdown(5)
print(next(g))
g.close()
print(next(g, "closed"))
g.close()


def selfish():
    yield next(me)


me = selfish()
try:
    next(me)
except ValueError as e:
    print("ValueError:", e)

fresh = countdown(2)
try:
    fresh.send(5)
except TypeError as e:
    print("TypeError:", e)

evens = (x for x in range(10) if x % 2 == 0 if x > 2)
print(list(evens), sum(x * x for x in range(5)), list(x for x in []))
pairs = ((a, b) for a in range(3) for b in range(a))
print(list(pairs))


def nested_defs(k):
    def inner(v):
        return v * k
    for v in range(3):
        yield inner(v)
        yield (lambda: v + 100)()


print(list(nested_defs(10)))


def with_try(xs):
    for x in xs:
        try:
            yield 1 / x
        except GeneratorExit:
            print("closing")
            raise


g = with_try([1, 2])
print(next(g))
g.close()


def deep(n):
    if n:
        for v in deep(n - 1):
            yield v + 1
    else:
        yield 0


print(list(deep(50))[0])
print(sys.getrecursionlimit() > 100)
