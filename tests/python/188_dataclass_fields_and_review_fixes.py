# dataclass field(compare=False, repr=False) (inherited too), object.__setattr__ in a frozen
# dataclass's __post_init__, private slots with mangled names; review fixes: loadtxt keeps empty
# lines of a list, savetxt to a binary file, csv reader doublequote=False.
from dataclasses import dataclass, field
@dataclass(order=True)
class Task:
    priority: int
    name: str = field(compare=False)
    cache: dict = field(default_factory=dict, repr=False)
print(sorted([Task(2, 'b'), Task(1, 'z')]), Task(1, 'a') == Task(1, 'b'))
@dataclass
class Sub(Task):
    extra: int = 0
print(Sub(3, 'q'), Sub(3, 'q', {}, 1) == Sub(3, 'r', {1: 2}, 1))
@dataclass(frozen=True)
class F:
    x: int
    z: int = 0
    def __post_init__(self):
        object.__setattr__(self, "z", self.x * 2)
f = F(3); print(f)
try: f.x = 1
except AttributeError as e: print(e)
class S:
    __slots__ = ("__s",)
    def __init__(self): self.__s = 1
    def get(self): return self.__s
print(S().get())
import dataclasses
@dataclasses.dataclass
class DD:
    __f: int = 3
print(DD())        # CPython DD(_DD__f=3); gpa TypeError missing '__f'
import numpy as np, csv, io, os, tempfile
print(np.loadtxt(['# c', '', '1 2', '3 4'], skiprows=2))
p = os.path.join(tempfile.mkdtemp(), "o.txt")
with open(p, 'wb') as f:
    np.savetxt(f, np.array([1.5, 2]))
print(open(p).read())
print(list(csv.reader(io.StringIO('"a""b"\n'), doublequote=False)), list(csv.reader(io.StringIO('a"b,c\n'), quotechar=None)))
