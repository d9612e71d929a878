# dataclasses.fields(): each Field with its type, default, default_factory and flags; MISSING is one object.
from dataclasses import dataclass, field, fields, MISSING
from typing import List
@dataclass
class V:
    a: int
    b: int = 0
    tags: List[str] = field(default_factory=list)
    secret: str = field(default="x", repr=False, compare=False)
    n: int = field(default=1, init=False)
@dataclass
class W(V):
    c: float = 2.5
for f in fields(W):
    print(f.name, f.type, f.default is MISSING, f.default if f.default is not MISSING else "-", f.default_factory is MISSING, f.init, f.repr, f.compare, f.hash, f.kw_only, dict(f.metadata))
print([f.name for f in fields(V(1))])
