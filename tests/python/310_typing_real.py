# A realistic script: a small typed inventory service with TypedDicts, a generic
# repository and runtime-checkable protocols.

from typing import (TypedDict, NotRequired, Generic, TypeVar, Protocol, runtime_checkable,
                    Optional, Iterator, Callable, get_type_hints, get_args, Dict, List)
from dataclasses import dataclass


class ItemDict(TypedDict):
    sku: str
    name: str
    qty: int
    note: NotRequired[str]


class ItemPatch(TypedDict, total=False):
    name: str
    qty: int


def validate(data: dict, schema) -> list:
    problems = []
    for key in sorted(schema.__required_keys__):
        if key not in data:
            problems.append(f"missing {key}")
    allowed = schema.__required_keys__ | schema.__optional_keys__
    for key in data:
        if key not in allowed:
            problems.append(f"unknown {key}")
    hints = get_type_hints(schema)
    for key, value in data.items():
        if key in hints and isinstance(hints[key], type) and not isinstance(value, hints[key]):
            problems.append(f"{key} should be {hints[key].__name__}")
    return problems


for raw in ({"sku": "A1", "name": "bolt", "qty": 10},
            {"sku": "A2", "name": "nut"},
            {"sku": "A3", "name": "gear", "qty": "7", "color": "red"},
            {"sku": "A4", "name": "cog", "qty": 2, "note": "fragile"}):
    print(raw["sku"], validate(raw, ItemDict) or "ok")
print("patch", validate({"qty": 3}, ItemPatch), validate({"size": 1}, ItemPatch), ItemPatch.__total__)

K = TypeVar("K")
E = TypeVar("E")


@dataclass
class Item:
    sku: str
    name: str
    qty: int = 0


class Repository(Generic[K, E]):
    def __init__(self) -> None:
        self._rows: Dict[K, E] = {}

    def add(self, key: K, row: E) -> None:
        self._rows[key] = row

    def get(self, key: K) -> Optional[E]:
        return self._rows.get(key)

    def __iter__(self) -> Iterator[E]:
        return iter(self._rows.values())

    def __len__(self) -> int:
        return len(self._rows)

    @classmethod
    def entity_type(cls):
        for base in getattr(cls, "__orig_bases__", ()):
            args = get_args(base)
            if args and not isinstance(args[-1], TypeVar):
                return args[-1]
        return None


class ItemRepo(Repository[str, Item]):
    def low_stock(self, limit: int = 5) -> List[Item]:
        return [i for i in self if i.qty < limit]


repo = ItemRepo()
for sku, name, qty in (("A1", "bolt", 10), ("A2", "nut", 3), ("A4", "cog", 1)):
    repo.add(sku, Item(sku, name, qty))
print(len(repo), repo.get("A2"), repo.get("zz"))
print("low", [i.name for i in repo.low_stock()])
print("entity", ItemRepo.entity_type(), Repository.entity_type(), Repository.__parameters__, ItemRepo.__parameters__)


@runtime_checkable
class Exporter(Protocol):
    def export(self, rows) -> str:
        ...


@runtime_checkable
class Named(Protocol):
    label: str


class CsvExporter:
    label = "csv"

    def export(self, rows):
        return "\n".join(f"{r.sku},{r.name},{r.qty}" for r in rows)


class JsonExporter:
    def __init__(self):
        self.label = "json"

    def export(self, rows):
        return "[" + ", ".join(f'{{"sku": "{r.sku}"}}' for r in rows) + "]"


class Printer:
    def print(self, rows):
        pass


for plugin in (CsvExporter(), JsonExporter(), Printer(), len):
    kind = type(plugin).__name__
    if isinstance(plugin, Exporter):
        tag = plugin.label if isinstance(plugin, Named) else "?"
        print(kind, tag, "->", plugin.export(repo))
    else:
        print(kind, "is not an exporter")

Handler = Callable[[Item], bool]
print(Handler, Optional[ItemDict], ItemDict.__annotations__["note"])
