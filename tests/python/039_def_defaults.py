def greet(name, greeting="Hello", punct="!"):
    return greeting + ", " + name + punct
print(greet("Ann"))
print(greet("Bob", "Hi"))
print(greet("Cy", punct="?"))
print(greet(greeting="Yo", name="Di"))
print(greet("Ed", "Hey", "."))
def power(base, exp=2):
    return base ** exp
print(power(3), power(3, 3), power(exp=0, base=5))
def append_to(item, target=None):
    if target is None:
        target = []
    target.append(item)
    return target
print(append_to(1), append_to(2))
def shared_default(item, acc=[]):
    acc.append(item)
    return acc
print(shared_default(1), shared_default(2))
DEFAULT = 10
def uses_default(x=DEFAULT):
    return x
DEFAULT = 20
print(uses_default())
def no_return():
    x = 1
print(no_return())
def early(n):
    if n > 0:
        return "positive"
    return
print(early(1), early(-1))
def multi():
    return 1, "two", [3]
a, b, c = multi()
print(a, b, c, multi())
def f(a, b=2, c=3):
    return (a, b, c)
print(f(1), f(1, c=9), f(1, 5), f(c=0, a=0))
def doc():
    """Docstring here."""
    return "doc ran"
print(doc())
