# eval, exec and globals() at module level (with and without namespace dicts), timeit with
# strings and callables, traceback's formatting of exceptions and their chains (CPython's
# frame lines are left out of the comparison: gpa prints none).
import timeit, traceback, sys, io

# ---- ev
CONST = 1
def double(x): return 2 * x
print("CONST" in globals(), "nope" in globals(), globals()["double"](21), eval("1+2"), eval(" CONST * 10"))
exec("y = CONST + 41\nz = [i * i for i in range(3)]")
print(y, z)
ns = {"a": 2}
exec("b = a ** 10", ns)
print(ns["b"], eval("a + b", ns), eval("a * k", {"a": 3}, {"k": 4}))
globals()["dyn"] = 99
print(dyn, globals().get("dyn"), globals().get("missing", "-"))
handlers = {name: globals()[name] for name in ["double"]}
print(handlers["double"](5))
for bad in ["x = 1", "1 +", ""]:
    try:
        eval(bad)
    except SyntaxError as e:
        print("SyntaxError")
try:
    eval("undefined_name")
except NameError as e:
    print("NameError", e)
d = {}
exec("def f(n):\n    return n + 1\nr = f(1)", d)
print(d["r"], "f" in d)
print(sorted(k for k in locals() if k in ("CONST", "double")))

# ---- tt
t = timeit.timeit("x = sum(range(100))", number=200)
print(t > 0, type(t).__name__)
def work():
    return sorted([3, 1, 2])
print(timeit.timeit(work, number=50) >= 0, len(timeit.repeat("y = 1", setup="z = 2", repeat=3, number=10)))
data = [5, 3]
print(timeit.timeit("sorted(data)", globals=globals(), number=10) >= 0)
n, took = timeit.Timer("pass").autorange()
print(n >= 1, took >= 0.2)
try:
    {}["k"]
except KeyError:
    s = traceback.format_exc()
    print(s.splitlines()[0], s.splitlines()[-1])
try:
    try:
        1 / 0
    except ZeroDivisionError as e:
        raise ValueError("bad") from e
except ValueError as e:
    lines = traceback.format_exception(e)
    print([l for l in lines if not l.startswith("  ")])
print(traceback.format_exception_only(TypeError("x")))
buf = io.StringIO()
try:
    int("q")
except ValueError:
    traceback.print_exc(file=buf)
print(buf.getvalue().splitlines()[-1])
