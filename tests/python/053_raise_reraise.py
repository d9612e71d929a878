def check(n):
    if n < 0:
        raise ValueError("negative: " + str(n))
    if n == 0:
        raise ZeroDivisionError("zero given")
    return 100 / n
for n in [4, 0, -1]:
    try:
        print(check(n))
    except ValueError as e:
        print("ValueError", e)
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)
def wrapper():
    try:
        check(-5)
    except ValueError as e:
        print("logging and re-raising:", e)
        raise
try:
    wrapper()
except ValueError as e:
    print("outer got:", e)
try:
    raise RuntimeError("runtime problem")
except RuntimeError as e:
    print(type(e).__name__, e)
try:
    raise Exception("plain exception")
except Exception as e:
    print(type(e).__name__, e)
try:
    raise KeyError("missing")
except KeyError as e:
    print("KeyError str:", e)
try:
    raise ValueError
except ValueError as e:
    print("class raised, str empty: [" + str(e) + "]")
try:
    raise NotImplementedError("todo")
except NotImplementedError as e:
    print(type(e).__name__, e)
try:
    raise TypeError("custom type error")
except TypeError as e:
    print(type(e).__name__, e)
try:
    raise IndexError("custom index")
except IndexError as e:
    print(type(e).__name__, e)
