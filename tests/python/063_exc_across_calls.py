def level3(x):
    print("level3 start", x)
    if x == "bad":
        raise ValueError("bad value at level3")
    result = 10 // x
    print("level3 end")
    return result
def level2(x):
    print("level2 start")
    r = level3(x)
    print("level2 end")
    return r * 2
def level1(x):
    try:
        return level2(x)
    except ZeroDivisionError as e:
        print("level1 handled:", e)
        return -1
    finally:
        print("level1 finally")
print(level1(5))
print(level1(0))
try:
    level1("bad")
except ValueError as e:
    print("main handled:", e)
def safe_div(a, b):
    try:
        return a / b
    except ZeroDivisionError:
        return float("inf")
print([safe_div(1, d) for d in [1, 2, 0, 4]])
def parse_all(items):
    out, bad = [], []
    for it in items:
        try:
            out.append(int(it))
        except ValueError as e:
            bad.append(str(e))
    return out, bad
print(parse_all(["1", "x", "3", "4.5", "-2"]))
def run_callbacks(cbs):
    results = []
    for cb in cbs:
        try:
            results.append(cb())
        except Exception as e:
            results.append(type(e).__name__)
    return results
print(run_callbacks([lambda: 1, lambda: [][1], lambda: {}["a"], lambda: 1 / 0, lambda: int("z"), lambda: "ok"]))
def recurse_fail(n):
    if n == 0:
        raise RuntimeError("bottom reached")
    return recurse_fail(n - 1)
try:
    recurse_fail(20)
except RuntimeError as e:
    print("from deep recursion:", e)
