# A comprehension in a class body sees the module's names, not the class's (except in its first
# iterable); a sort key that changes the list raises ValueError, as CPython.
x = "global"
class K:
    x = "class"
    ys = [1, 2]
    a = [x for _ in range(1)]
    b = [y * 10 for y in ys]
    c = {x: n for n in ys}
    try:
        d = [[x for _ in ys] for _ in range(1)]
    except NameError as e:
        d = str(e)
print(K.a, K.b, K.c, K.d)
def outer():
    z = "outer"
    class L:
        w = [z for _ in range(2)]
    return L.w
print(outer())
lst = [3, 1, 2]
try:
    lst.sort(key=lambda v: lst.append(0) or v)
except ValueError as e:
    print("ValueError", e)
print(sorted(lst)[:3])
lst = [3, 1, 2]
lst.sort(key=lambda v: -v)
print(lst)
