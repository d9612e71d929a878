# `from __future__ import annotations` (PEP 563): annotations are kept as text, not
# evaluated, so they may name classes defined later; the text is as ast.unparse writes it.
from __future__ import annotations

import dataclasses
import typing
from typing import ClassVar, Optional


def build(node: Node, *children: "Node", depth: int=0, **kw: dict[str,int]) -> list[Node | None]:
    return [node, *children]


print(build.__annotations__)


class Node:
    parent: Optional[Node] = None
    count: ClassVar[int] = 0
    weights: dict[str, tuple[int, ...]]

    def link(self, other: Node) -> Node:
        return other

    def scale(self, k: float = 1.0, *, mode: typing.Literal["a", 'b'] = "a") -> Callable[[int], str]:
        return str


print(Node.__annotations__)
print(Node.link.__annotations__, Node.scale.__annotations__)


@dataclasses.dataclass
class Point:
    x: float
    y: float = 0.0
    tags: list[str] = dataclasses.field(default_factory=list)
    registry: ClassVar[dict] = {}
    nxt: Optional[Point] = None


p = Point(1.5, nxt=Point(0.0))
print(p, [f.name for f in dataclasses.fields(Point)], [f.type for f in dataclasses.fields(Point)])

odd = [
    lambda: 0,
]


def f(a: -1 + 2 * 3 ** -1, b: (1, 2), c: x.y[1:2, ::3], d: not a or b and c, e: a if b else c,
      g: 1e100, h: 2j, i: b"bytes", j: f"{a}", k: [1, (2,)], l: {1: 2}, m: (a < b <= c),
      o: -(-a), p: (-1) ** 2, q: 2 ** -1, r: (a + b) * c, s: a - (b - c),
      t: ..., u: None, v: True, w: 'it\'s', y: call(1, *a, k=2, **d)) -> "str":
    pass


for k, v in f.__annotations__.items():
    print(k, repr(v))
print(typing.get_type_hints(Node.link))
