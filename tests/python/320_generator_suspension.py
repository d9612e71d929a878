# Generators suspended and resumed at statement yields inside if/while/for blocks and their
# else blocks: send, throw, close, return values, re-entry, pipelines, against CPython.
import sys


def branches(xs):
    for x in xs:
        if x % 3 == 0:
            yield "fizz", x
        elif x % 3 == 1:
            if x > 5:
                yield "big", x
            else:
                yield "small", x
        else:
            continue
        yield "after", x


print(list(branches(range(10))))


def loops_with_else(n):
    i = 0
    while i < n:
        yield i
        i += 1
    else:
        yield "while-else"
    for j in range(3):
        if j == 5:
            break
        yield j * 10
    else:
        yield "for-else"
        yield "for-else-2"
    for j in range(3):
        if j == 1:
            break
        yield -j
    else:
        yield "never"
    yield "end"


print(list(loops_with_else(3)))


def nested(rows):
    for r in rows:
        for c in r:
            while c > 0:
                yield c
                c -= 2
        yield "row"
    return "done"


g = nested([[3, 4], [], [1]])
print(list(g))
try:
    next(g)
except StopIteration as e:
    print("stopped", e.value)


def returns(n):
    for i in range(n):
        if i == 2:
            return "early %d" % i
        yield i


g = returns(5)
out = []
while True:
    try:
        out.append(next(g))
    except StopIteration as e:
        out.append(("return", e.value))
        break
print(out)


def echo():
    total = 0
    while True:
        x = yield total
        if x is None:
            break
        total += x
    yield "final %d" % total


g = echo()
print(next(g), g.send(5), g.send(7), g.send(None))
print(list(g))


def counter():
    n = 0
    while True:
        yield n
        n += 1


g = counter()
print(next(g), next(g))
try:
    g.throw(ValueError("boom"))
except ValueError as e:
    print("thrown:", e)
print(list(g))
g = counter()
print(next(g))
g.close()
print(list(g), g.gi_running if hasattr(g, "gi_running") else False)
g = counter()
g.close()
print(list(g))
try:
    counter().send(1)
except TypeError as e:
    print("TypeError:", e)


def stops():
    yield 1
    raise StopIteration("inner")


try:
    list(stops())
except RuntimeError as e:
    print("RuntimeError:", e)


def fails(xs):
    for x in xs:
        yield 10 // x


g = fails([5, 2, 0, 1])
print(next(g), next(g))
try:
    next(g)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
print(list(g))


def reentrant():
    yield next(me)


me = reentrant()
try:
    next(me)
except ValueError as e:
    print("ValueError:", e)


def with_try_elsewhere(xs):
    try:
        n = len(xs)
    except TypeError:
        n = -1
    for x in xs:
        yield x, n
    with open(__file__) as fh:
        first = fh.readline().strip()
    yield first[:10]


print(list(with_try_elsewhere("ab")))


def many_yields():
    yield
    x = yield
    yield x
    a, b = yield "pair"
    yield a + b


g = many_yields()
print(next(g), next(g), g.send("sent"), next(g), g.send((2, 3)))

# Generator expressions of every shape.
print(list(x * y for x in range(4) for y in range(x) if (x + y) % 2))
print(sum(x for x in range(100) if x % 3 if x % 5))
print(list((i, j) for i in "ab" for j in range(2)))
print(next((x for x in [] if x), "empty"))

# Locals survive suspension; a pipeline of several.
def scale(src, k):
    for v in src:
        yield v * k


def evens(src):
    for v in src:
        if v % 2 == 0:
            yield v


print(sum(scale(evens(range(1000)), 3)))
print(list(zip(counter(), "abc")))
print(sorted(set(scale(range(5), -1))))
sys.stdout.flush()
