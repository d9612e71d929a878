from typing import List, Dict, Optional, Tuple, Any, Callable, Union
import typing
x: int = 5
name: str = "typed"
ratio: float
ratio = 0.5
items: List[int] = [1, 2, 3]
table: Dict[str, int] = {"a": 1}
maybe: Optional[str] = None
pair: Tuple[int, str] = (1, "one")
anything: Any = [None]
num: Union[int, float] = 2.5
print(x, name, ratio, items, table, maybe, pair, anything, num)
def add(a: int, b: int = 0) -> int:
    return a + b
def first(xs: List[Any]) -> Optional[Any]:
    return xs[0] if xs else None
def apply(f: Callable[[int], int], v: int) -> int:
    return f(v)
def describe(d: Dict[str, List[float]], *args: int, key: str = "k", **kw: Any) -> Tuple[int, int]:
    return len(d), len(args) + len(kw)
def nothing() -> None:
    pass
print(add(2, 3), add(7), first([9, 8]), first([]), apply(lambda v: v * 3, 4))
print(describe({"a": [1.0]}, 1, 2, key="z", extra=True), nothing())
counts: Dict[str, int] = {}
for w in "a b a".split():
    counts[w] = counts.get(w, 0) + 1
print(counts)
def nested(v: "int") -> "str":
    inner: List[str] = []
    inner.append(str(v))
    return inner[0]
print(nested(12), type(nested(12)).__name__)
values: typing.List[float] = [1.5]
print(values)
lam: Callable[..., int] = lambda *a: len(a)
print(lam(1, 2, 3))
