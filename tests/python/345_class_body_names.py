# A class body reads a name it binds later from the module (CPython's LOAD_NAME): the
# class attribute may take the global's own name (`tqdm = tqdm`, `f = staticmethod(f)`).
x = 10


def helper():
    return "helper"


class A:
    x = x + 1
    helper = staticmethod(helper)
    y = x * 2
    abs = abs

    def g(self):
        return x


print(A.x, A.y, A.helper(), A().g(), A.abs(-3), x)


class B:
    try:
        q = not_defined_anywhere
    except NameError as e:
        print("NameError:", e)
    len = len
    items = [len] * 2


print(B.len("abc"), len(B.items))
