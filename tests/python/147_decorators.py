# Decorators: stacked, with arguments, functools.lru_cache/cache on recursive functions.
import functools

def twice(f):
    def g(*a, **k):
        return f(*a, **k) * 2
    return g

def tag(label):
    def deco(f):
        def g(x):
            return f"{label}:{f(x)}"
        return g
    return deco

@tag("v")
@twice
def sq(x):
    return x * x

@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)

@functools.cache
def cube(x):
    return x ** 3

print(sq(3), fib(80), cube(4))
class_like = [1]
@twice
def add(a, b=1):
    return a + b
print(add(2), add(2, b=5))
