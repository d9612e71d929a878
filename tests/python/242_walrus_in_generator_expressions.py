# := inside generator expressions binds in the enclosing function (nonlocal) or module (global), as CPython scopes it.
data = [1, 4, 9, 12, 3]
if any((big := x) > 8 for x in data):
    print("first big", big)
def f(xs):
    total = 0
    s = sum((total := total + x) for x in xs)
    return s, total
print(f([1, 2, 3]))
def g(xs):
    if all((last := x) < 10 for x in xs):
        return "all small", last
    return "stopped at", last
print(g([1, 2, 30, 4]), g([1, 2]))
print(list((y := i * 2) for i in range(3)), y)
def h():
    return [list((z := j) for j in range(i)) for i in range(3)], z
print(h())
def k():
    global G
    return sum((G := i) for i in range(4))
print(k(), G)
def nested():
    r = list(list((deep := a + b) for b in range(2)) for a in range(3))
    return r, deep
print(nested())
for bad in ["list((x := 1) for x in range(3))", "[i for i in [(u := 7)]]", "list(i for i in [(u := 7)])",
            "class C:\n    v = list((q := i) for i in range(3))"]:
    try:
        exec(bad)
    except SyntaxError as e:
        print("SyntaxError:", e.msg)
