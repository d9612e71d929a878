x = "global"
def read_global():
    return x
def shadow():
    x = "local"
    def inner():
        return x
    return inner()
def builtin_shadow():
    len = lambda s: -1
    return len("abc")
print(read_global(), shadow(), builtin_shadow(), len("abc"))
def param_shadow(x):
    return x * 2
print(param_shadow(21), x)
for_var = "before"
for for_var in range(3):
    pass
print(for_var)
def loop_scope():
    for i in range(3):
        last = i
    return i, last
print(loop_scope())
if True:
    block_var = "visible after if"
print(block_var)
def comp_scope():
    n = 10
    return [n + i for i in range(3)], {i: n for i in range(2)}
print(comp_scope())
def default_eval(a=x):
    return a
x = "changed"
print(default_eval(), read_global())
def make():
    funcs = {}
    for name in ["a", "b"]:
        def f(n=name):
            return n.upper()
        funcs[name] = f
    return funcs
fs = make()
print(fs["a"](), fs["b"]())
tally = 0
def counter_global():
    global tally
    tally = tally + 1
    return tally
print(counter_global(), counter_global(), tally)
def nested_read():
    y = 1
    def a():
        def b():
            return y + 1
        return b()
    return a()
print(nested_read())
