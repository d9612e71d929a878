# A dataclass without a docstring gets CPython's: its name and __init__'s signature.
import dataclasses, typing
from dataclasses import dataclass, field
@dataclass
class T:
    x: int
    y: str = "a"
    z: list = field(default_factory=list)
    w: float = field(default=1.5, init=False)
print(T.__doc__)
@dataclass
class U(T):
    """Own doc."""
    q: typing.Optional[int] = None
print(U.__doc__)
@dataclass
class V:
    t: T
    n: "int" = 3
    m: typing.List[int] = None
print(V.__doc__)
