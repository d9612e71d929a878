# The statements and expressions that run compiled (interp/compiled.rs) and the generators
# that run without a coroutine (walk.rs plans): values, errors and where they point, unbound
# names, loops with else/break/continue, targets of every kind, and truth of non-bools.
import traceback


def unbound_local():
    if False:
        x = 1
    return x + 1


def unbound_in_operand():
    total = 0
    for i in range(3):
        total += i * later
    later = 2
    return total


def late_global():
    return missing_name * 2


for f in (unbound_local, unbound_in_operand, late_global):
    try:
        f()
    except (NameError, UnboundLocalError) as e:
        print(type(e).__name__, e)


def where():
    a = 1
    b = 0
    return a // b


try:
    where()
except ZeroDivisionError:
    lines = traceback.format_exc().splitlines()
    print(lines[-1])
    print([l.strip() for l in lines if l.strip().startswith("return")])


# Loops: else runs unless broken; continue; return from inside a loop; ranges with steps.
def loops(n):
    out = []
    i = 0
    while i < n:
        i += 1
        if i % 2:
            continue
        out.append(i)
    else:
        out.append("while-else")
    for j in range(10, 0, -3):
        if j < 3:
            break
        out.append(j)
    else:
        out.append("not reached")
    for k in range(0):
        out.append(k)
    else:
        out.append("empty-else")
    for k in [5, 6, 7]:
        if k == 6:
            return out + [k]
    return out


print(loops(7))


# Targets: global, attribute, index, unpacking, in for loops and assignments.
class Box:
    pass


b = Box()
d = {}
g = None
for g in range(3):
    pass
print(g)
for b.attr in "xy":
    pass
print(b.attr)
for d["k"] in (1, 2):
    pass
print(d)
for p, (q, r) in [(1, (2, 3)), (4, (5, 6))]:
    pass
print(p, q, r)
i = 0
s = 0
while i < 5:
    s = s + i * 3 % 7
    i = i + 1
print(s, i)

# Operators past the fast paths: big ints, floats, strings, comparisons of mixed types.
x = 2**62
print(x + x, x * 4, -x - x, 7 // -2, -7 % 3, 2.5 * 2, "ab" * 2, [1] + [2])
print(1 < 2.5, "a" < "b", (1, 2) == (1, 2), None is None, 3 in [1, 2, 3], 1 != 1.0)
try:
    print(1 < "a")
except TypeError as e:
    print("TypeError", e)
try:
    print([] + 1)
except TypeError as e:
    print("TypeError", e)


# Truth of non-bools in conditions, and/or values, conditional expressions.
class Falsy:
    def __bool__(self):
        return False


class Sized:
    def __len__(self):
        return 0


for v in (0, 1, "", "a", [], [0], None, Falsy(), Sized(), 0.0, {}):
    print("t" if v else "f", end=" ")
print()
print(0 or "x", 1 and [], [] or {} or "last", type(Falsy() and 1).__name__)
try:
    if Box:
        n = 0
        while Sized():
            n += 1
        print("sized loop", n)
except Exception as e:
    print(type(e).__name__, e)


# Generators: walked bodies (yield statements in if/while/for), sends, break and continue
# around yields, return values, errors inside.
def walked(n):
    i = 0
    while i < n:
        if i % 3 == 0:
            i += 1
            continue
        got = yield i
        if got == "stop":
            break
        i += 1
    else:
        yield "else"
    for k in range(2):
        yield -k
    return "done"


print(list(walked(5)))
w = walked(10)
print(next(w), next(w), w.send("stop"), next(w))
try:
    next(w)
except StopIteration as e:
    print("StopIteration", e.value)


def raising():
    yield 1
    for v in [1, 0]:
        yield 10 // v


try:
    print(list(raising()))
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)


# Generator expressions with conditions, errors in the item and in a condition, nesting.
print(sum(x * x for x in range(10) if x % 2 == 0 if x > 2))
print(list(y for y in (x + 1 for x in range(5)) if y != 3))
try:
    list(1 // x for x in [1, 0])
except ZeroDivisionError as e:
    print("item", e)
try:
    list(x for x in [1, 2] if x < "a")
except TypeError as e:
    print("cond", e)
data = {"a": 1}
print(list(data[k] for k in "a"), [k for k in data if data[k]])
gen = (x for x in range(3))
print(next(gen), list(gen), list(gen))


# Recursion and calls with defaults, keywords and closures still go through calls.
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def outer(a, b=2, *, c=3):
    def inner(d):
        return a + b + c + d

    return inner


print(fib(15), outer(1)(4), outer(1, c=10)(0))
