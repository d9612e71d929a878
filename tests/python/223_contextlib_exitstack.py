# Differential cases for contextlib: ExitStack, chdir, contextmanager as a decorator.
import sys, os
import contextlib
ExitStack = contextlib.ExitStack

n = 0
def show(*a):
    global n
    n += 1
    print(*a)

class CM:
    def __init__(self, name, suppress=False, fail=None):
        self.name = name
        self.suppress = suppress
        self.fail = fail
    def __enter__(self):
        show("enter", self.name)
        return self.name.upper()
    def __exit__(self, t, v, tb):
        show("exit", self.name, t.__name__ if t else None, repr(v))
        if self.fail:
            raise self.fail
        return self.suppress

def cb(*args, **kw):
    show("cb", args, sorted(kw.items()))

def exit_fn(t, v, tb):
    show("exit_fn", t.__name__ if t else None, repr(v))
    return False

def suppressor(t, v, tb):
    show("suppressor", t.__name__ if t else None)
    return True

# Order of unwinding, and values returned by the stack's methods.
with ExitStack() as st:
    show(st.enter_context(CM("a")))
    show(st.callback(cb, 1, 2, k=3) is cb)
    show(st.push(exit_fn) is exit_fn)
    c = CM("b")
    show(st.push(c) is c)
    show(st.enter_context(CM("c")))
    show("body")
show("after")

# An exception in the body goes to each callback, last pushed first.
try:
    with ExitStack() as st:
        st.enter_context(CM("a"))
        st.push(exit_fn)
        st.enter_context(CM("b"))
        raise ValueError("boom")
except ValueError as e:
    show("caught", repr(e))

# Suppression: later callbacks (earlier pushed) then see no exception.
with ExitStack() as st:
    st.enter_context(CM("outer"))
    st.push(exit_fn)
    st.push(suppressor)
    st.enter_context(CM("inner"))
    raise KeyError("k")
show("suppressed")

with ExitStack() as st:
    st.enter_context(CM("x"))
    st.enter_context(CM("sup", suppress=True))
    1 / 0
show("suppressed by cm")

# A callback raising replaces the exception; the next ones see the new one.
try:
    with ExitStack() as st:
        st.push(exit_fn)
        st.enter_context(CM("raiser", fail=RuntimeError("from exit")))
        st.push(exit_fn)
        raise ValueError("orig")
except Exception as e:
    show("caught", type(e).__name__, e, repr(e.__context__))

try:
    with ExitStack() as st:
        st.enter_context(CM("raiser", fail=TypeError("no body exc")))
        st.callback(cb, "first")
except TypeError as e:
    show("caught", repr(e))

# Raise, then a later callback suppresses it.
with ExitStack() as st:
    st.push(suppressor)
    st.enter_context(CM("raiser", fail=OSError("late")))
show("raised then suppressed")

# pop_all moves the callbacks; close runs them.
with ExitStack() as st:
    st.callback(cb, "moved")
    st.enter_context(CM("m"))
    later = st.pop_all()
    show("inside, nothing to unwind")
show("now closing")
later.close()
later.close()
show("closed twice")

st = ExitStack()
st.callback(cb, "one")
st.callback(cb, "two")
st.close()
show(st.__enter__() is st, st.__exit__(None, None, None))

try:
    ExitStack().enter_context(3)
except TypeError as e:
    show("TypeError", e)
class NotCM:
    pass
try:
    ExitStack().enter_context(NotCM())
except TypeError as e:
    show("TypeError", e)

# Nested ExitStacks
with ExitStack() as outer:
    inner = outer.enter_context(ExitStack())
    inner.callback(cb, "inner")
    outer.callback(cb, "outer")
    show(inner is not outer)

# Files closed by a stack.
path = "_ctx_test.txt"
with ExitStack() as st:
    f = st.enter_context(open(path, "w"))
    f.write("hi")
show(f.closed)
os.remove(path)

# chdir
start = os.getcwd()
os.makedirs("_ctx_dir/sub", exist_ok=True)
with contextlib.chdir("_ctx_dir"):
    show(os.path.basename(os.getcwd()))
    with contextlib.chdir("sub"):
        show(os.path.basename(os.getcwd()))
    show(os.path.basename(os.getcwd()))
show(os.getcwd() == start)
try:
    with contextlib.chdir("_ctx_dir"):
        raise ValueError("in dir")
except ValueError:
    show(os.getcwd() == start)
os.rmdir("_ctx_dir/sub")
os.rmdir("_ctx_dir")

# contextmanager used as a decorator, and the classic uses.
@contextlib.contextmanager
def tag(name):
    show("<" + name + ">")
    try:
        yield name
    finally:
        show("</" + name + ">")

@tag("p")
def para(x):
    show("para", x)
    return x * 2
show(para(1), para(2))
with tag("b") as t:
    show("in", t)
with contextlib.suppress(KeyError, IndexError):
    [][1]
show("suppress ok")
with contextlib.nullcontext(5) as v:
    show(v)

class Deco(contextlib.ContextDecorator):
    def __enter__(self):
        show("deco enter")
        return self
    def __exit__(self, *exc):
        show("deco exit", exc[0])
        return False
@Deco()
def g():
    show("in g")
g()
class Abs(contextlib.AbstractContextManager):
    def __exit__(self, *a):
        show("abs exit")
with Abs() as a:
    show(type(a).__name__)
print("cases", n, file=sys.stderr)
