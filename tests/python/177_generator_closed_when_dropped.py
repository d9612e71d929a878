# A generator dropped while suspended is closed, as CPython closes it when it is collected:
# its `finally` blocks and `with` exits run before the program goes on.
class Resource:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        print("open", self.name)
        return self

    def __exit__(self, *exc):
        print("close", self.name, exc[0].__name__ if exc[0] else None)
        return False


def lines(tag):
    with Resource(tag):
        try:
            for i in range(5):
                yield f"{tag}{i}"
        finally:
            print("finally", tag)


g = lines("a")
print(next(g))
del g
print("after del")
for x in lines("b"):
    print("got", x)
    if x == "b1":
        break
print("after break")


def first(it):
    for v in it:
        return v


print(first(lines("c")))
print("after first")


def outer():
    try:
        yield from lines("inner")
    finally:
        print("outer finally")


o = outer()
print(next(o), next(o))
o = None
print("after rebind")
pairs = zip(lines("z"), range(2))
print(list(pairs))
del pairs
print("after zip")


def stubborn():
    try:
        yield 1
    except GeneratorExit:
        yield 2


s = stubborn()
next(s)
s = None
print("end")
