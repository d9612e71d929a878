# An abstract property (or staticmethod/classmethod) keeps a class abstract, and the error
# lists every missing name; deepcopy keeps a tuple whose items all copy to themselves.
from abc import ABC, abstractmethod
import copy


class Shape(ABC):
    @abstractmethod
    def area(self): ...

    @property
    @abstractmethod
    def name(self): ...

    @staticmethod
    @abstractmethod
    def unit(): ...


class Half(Shape):
    def area(self):
        return 1


class Full(Half):
    @property
    def name(self):
        return "full"

    @staticmethod
    def unit():
        return "cm"


for cls in (Shape, Half, Full):
    try:
        s = cls()
        print(cls.__name__, "ok", s.name, s.area(), s.unit())
    except TypeError as e:
        print(e)
print(Shape.name.__isabstractmethod__, Full.name.__isabstractmethod__, property().__isabstractmethod__)
print(Shape.__dict__["unit"].__isabstractmethod__, classmethod(len).__isabstractmethod__)

t = (1, "a", (2.5, None), frozenset({3}))
print(copy.deepcopy(t) is t, copy.deepcopy((1, [2])) is (1, [2]))
u = (1, [2])
v = copy.deepcopy(u)
print(v is u, v == u, v[1] is u[1])
