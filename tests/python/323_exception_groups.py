# ExceptionGroup/BaseExceptionGroup (split, subgroup, derive, validation), except* (PEP 654:
# naked exceptions wrapped, re-raises, handlers raising, nesting), add_note/__notes__ and
# attributes on built-in exceptions, against CPython.
e = ValueError("bad")
e.add_note("while parsing row 3")
e.add_note("column 'x'")
print(e.__notes__, hasattr(e, "add_note"))
try:
    e.add_note(5)
except TypeError as x:
    print("TypeError:", x)
e.detail = {"row": 3}
print(e.detail, e.__traceback__, e.with_traceback(None) is e)
class MyErr(Exception):
    pass
m = MyErr("m")
m.add_note("n1")
m.code = 7
print(m.__notes__, m.code)
try:
    try:
        raise KeyError("k")
    except KeyError as k:
        k.add_note("inner note")
        raise
except KeyError as k:
    print(k.__notes__)
x = OSError(2, "nope")
x.__cause__ = e
print(x.__cause__ is e, x.__suppress_context__)
try:
    x.__cause__ = 5
except TypeError as t:
    print(t)
try:
    print(ValueError().missing)
except AttributeError as a:
    print(a)
def show(label, f):
    try:
        f()
        print(label, "no exception")
    except BaseException as e:
        print(label, type(e).__name__, repr(e))

eg = ExceptionGroup("batch", [ValueError(1), TypeError("t"), ExceptionGroup("inner", [ValueError(2), KeyError("k")])])
print(eg, repr(eg), eg.message, eg.exceptions[:2], isinstance(eg, Exception), isinstance(eg, BaseExceptionGroup))
m, r = eg.split(ValueError)
print(repr(m), repr(r))
print(repr(eg.subgroup(lambda e: isinstance(e, KeyError))), eg.subgroup(OSError))
print(type(BaseExceptionGroup("x", [ValueError()])).__name__, type(BaseExceptionGroup("x", [KeyboardInterrupt()])).__name__)
for bad in [lambda: ExceptionGroup("x", []), lambda: ExceptionGroup(1, [ValueError()]),
            lambda: ExceptionGroup("x", [1]), lambda: ExceptionGroup("x", ValueError()),
            lambda: ExceptionGroup("x", [KeyboardInterrupt()])]:
    show("ctor", bad)

def f1():
    try:
        raise eg
    except* ValueError as e:
        print("VE", repr(e))
    except* TypeError as e:
        print("TE", repr(e))
show("f1", f1)

def f2():
    try:
        raise ValueError("naked")
    except* ValueError as e:
        print("caught naked", repr(e), repr(e.exceptions[0]))
show("f2", f2)

def f3():
    try:
        raise ValueError("naked")
    except* TypeError:
        print("no")
show("f3", f3)

def f4():
    try:
        raise eg
    except* ValueError:
        raise RuntimeError("handler failed")
show("f4", f4)

def f5():
    try:
        raise eg
    except* (ValueError, KeyError) as e:
        print("both", repr(e))
        raise
show("f5", f5)

def f6():
    try:
        raise eg
    except* Exception as e:
        print("all", e is eg)
show("f6", f6)

def f7():
    try:
        raise eg
    except* ExceptionGroup:
        pass
show("f7", f7)

def f8():
    try:
        try:
            raise ExceptionGroup("g", [ValueError(1), OSError(2)])
        except* ValueError:
            print("inner VE")
    except* OSError as e:
        print("outer OSError", repr(e))
    else:
        print("else")
    finally:
        print("finally")
show("f8", f8)

def f9():
    try:
        pass
    except* ValueError:
        print("never")
    else:
        print("else ran")
show("f9", f9)
try:
    raise ExceptionGroup("ctx", [ValueError(1)])
except ExceptionGroup as e:
    print("plain except", e.exceptions)
e2 = eg.derive([ValueError(9)])
print(repr(e2), type(e2).__name__)
raise ExceptionGroup("outer", [ValueError(1), ExceptionGroup("inner", [TypeError(2)])])
