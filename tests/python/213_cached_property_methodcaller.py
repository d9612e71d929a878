# functools.cached_property (computed once, then the instance's own attribute) and
# operator.methodcaller.
from functools import cached_property
from operator import methodcaller
class Circle:
    def __init__(self, r): self.r = r
    @cached_property
    def area(self):
        print("computing")
        return 3 * self.r ** 2
c = Circle(2)
print(c.area, c.area)
c.area = 7
print(c.area, isinstance(Circle.area, cached_property))
up = methodcaller("upper"); rep = methodcaller("replace", "a", "o")
print(up("abc"), rep("banana"), list(map(methodcaller("split", ","), ["a,b", "c"])))
print(methodcaller("count", "a")("banana"))
