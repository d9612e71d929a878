e = "before"
try:
    raise ValueError("v")
except ValueError as e:
    print("bound:", e)
try:
    print(e)
except NameError as err:
    print("NameError:", err)
def f():
    try:
        1 / 0
    except ZeroDivisionError as exc:
        saved = exc
    return type(saved).__name__, str(saved)
print(f())
msg = None
try:
    [].pop()
except IndexError as problem:
    msg = str(problem)
print(msg)
for i in range(3):
    try:
        if i == 1:
            raise KeyError(i)
    except KeyError as k:
        print("iteration", i, "caught", k)
    else:
        print("iteration", i, "clean")
