# Walked generators laid out as jumps: break/continue across nested loops and else blocks,
# returns from inside loops, iterators dropped by break, and flat generators chained by next.
import sys


def outer_break(rows):
    for row in rows:
        for x in row:
            if x < 0:
                break
            yield x
        else:
            yield "row done"
            if len(row) > 2:
                break  # the else's break leaves the outer loop
        yield "after row"
    else:
        yield "no break"
    yield "end"


print(list(outer_break([[1, 2], [3, -1, 4], [5, 6, 7], [8]])))
print(list(outer_break([[1], [2]])))


def skipper(n):
    i = 0
    while i < n:
        i += 1
        j = 0
        while True:
            j += 1
            if j > i:
                break
            if j % 2 == 0:
                continue
            yield i, j
        if i == 2:
            continue
        yield "i", i


print(list(skipper(4)))


def finder(grid, want):
    for r, row in enumerate(grid):
        for c, v in enumerate(row):
            if v == want:
                return (r, c)
            yield v
    return None


def drive(g):
    seen = []
    while True:
        try:
            seen.append(next(g))
        except StopIteration as e:
            return seen, e.value


print(drive(finder([[1, 2], [3, 4]], 3)))
print(drive(finder([[1, 2], [3, 4]], 9)))


class Noisy:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        if self.n == 0:
            raise StopIteration
        self.n -= 1
        return self.n


def first_two(src):
    k = 0
    for x in src:
        if k == 2:
            break
        k += 1
        yield x
    yield "broke"


src = Noisy(5)
print(list(first_two(src)), src.n)


def inner():
    try:
        yield 1
        yield 2
        yield 3
    finally:
        print("inner closed")


def take_one():
    for x in inner():
        yield x
        break
    yield "taken"


print(list(take_one()))


def bad_source(n):
    if n:
        for x in n:
            yield x


try:
    list(bad_source(5))
except TypeError as e:
    print("TypeError", e)


def reenter():
    yield next(me)


me = reenter()
try:
    next(me)
except ValueError as e:
    print("ValueError", e)


def stops():
    it = iter([])
    while True:
        yield next(it)


try:
    print(list(stops()))
except RuntimeError as e:
    print("RuntimeError", e, type(e.__cause__).__name__)


def nums(n):
    i = 0
    while i < n:
        yield i
        i += 1


evens = (x for x in nums(10) if x % 2 == 0)
squares = (x * x for x in evens)
print(next(squares), next(squares), sum(squares))
print(next(squares, "empty"), next(evens, "empty"))
chained = (y + 1 for y in (x * 2 for x in nums(4)))
print(list(chained), list(chained))
g = nums(2)
print(next(g), next(g), next(g, "done"), next(g, "again"))


def deep(n):
    if n == 0:
        yield "bottom"
    else:
        for x in deep(n - 1):
            yield x


print(list(deep(50)))
try:
    list(deep(5000))
except RecursionError:
    print("RecursionError")
sys.stdout.flush()
