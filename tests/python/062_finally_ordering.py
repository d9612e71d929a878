log = []
def step(msg):
    log.append(msg)
    print(msg)
def f(mode):
    try:
        step("try " + mode)
        if mode == "raise":
            raise ValueError("boom")
        if mode == "return":
            return "returned"
        step("try end " + mode)
    except ValueError as e:
        step("except " + str(e))
        return "from except"
    else:
        step("else " + mode)
    finally:
        step("finally " + mode)
    step("after " + mode)
    return "normal"
for mode in ["ok", "raise", "return"]:
    print("=>", f(mode))
def override():
    try:
        return 1
    finally:
        print("finally sees return pending")
print(override())
def nested():
    try:
        try:
            step("inner try")
            raise KeyError("k")
        except ValueError:
            step("inner wrong except")
        finally:
            step("inner finally")
    except KeyError as e:
        step("outer except " + str(e))
    finally:
        step("outer finally")
nested()
def loop_finally():
    out = []
    for i in range(4):
        try:
            if i == 2:
                continue
            out.append(i)
        finally:
            out.append("f" + str(i))
    return out
print(loop_finally())
def while_finally():
    n = 0
    while True:
        try:
            n += 1
            if n == 3:
                break
        finally:
            print("finally n =", n)
    return n
print(while_finally())
print(len(log))
