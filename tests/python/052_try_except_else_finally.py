def attempt(x):
    try:
        print("  try", x)
        r = 10 // x
    except ZeroDivisionError as e:
        print("  except:", e)
        r = None
    else:
        print("  else: no error, r =", r)
    finally:
        print("  finally for", x)
    return r
print(attempt(2))
print(attempt(0))
try:
    int("x")
except ValueError:
    print("caught ValueError without binding")
try:
    [][0]
except (KeyError, IndexError) as e:
    print("tuple caught:", type(e).__name__, e)
try:
    {}["k"]
except (KeyError, IndexError) as e:
    print("tuple caught:", type(e).__name__, e)
try:
    1 / 0
except ValueError:
    print("wrong handler")
except ZeroDivisionError:
    print("second handler")
except Exception:
    print("generic handler")
try:
    None + 1
except Exception as e:
    print("generic:", type(e).__name__)
try:
    try:
        1 / 0
    finally:
        print("inner finally runs before outer except")
except ZeroDivisionError:
    print("outer caught")
def ret_in_finally():
    try:
        return "from try"
    finally:
        print("finally before return")
print(ret_in_finally())
try:
    x = 1
except Exception:
    pass
else:
    print("else ran, x =", x)
