# A realistic script: access control with Flag permissions, a file-mode IntFlag, feature
# toggles, and an order-status Enum driven state machine.
from enum import Enum, Flag, IntFlag, auto, unique


class Perm(Flag):
    READ = auto()
    WRITE = auto()
    EXECUTE = auto()
    DELETE = auto()
    SHARE = auto()
    NONE = 0
    EDIT = READ | WRITE
    OWNER = READ | WRITE | EXECUTE | DELETE | SHARE


ROLES = {
    "guest": Perm.READ,
    "editor": Perm.EDIT,
    "runner": Perm.READ | Perm.EXECUTE,
    "admin": Perm.OWNER,
    "banned": Perm.NONE,
}


def parse(spec: str) -> Perm:
    result = Perm.NONE
    for part in spec.split("+"):
        result |= Perm[part.strip().upper()]
    return result


def describe(p: Perm) -> str:
    if not p:
        return "no access"
    return ", ".join(m.name.lower() for m in p)


for role, perms in ROLES.items():
    print(f"{role:<7} {perms!s:<28} {perms.value:>3} {describe(perms)}")
    for need in (Perm.READ, Perm.EDIT, Perm.DELETE | Perm.SHARE):
        print("   needs", need, "->", "ok" if need in perms else "denied", "| missing:", need & ~perms)

print(parse("read + write"), parse("read+write") is Perm.EDIT, repr(parse("execute+share")))
print(sorted(p.name for p in Perm), [m.name for m in Perm], len(Perm), Perm.OWNER == Perm(31))
print({p: p.value for p in Perm.OWNER})
print(Perm(31) ^ Perm.EDIT, repr(~Perm.EDIT), bool(Perm.NONE), Perm.EDIT.name, Perm(3).name, Perm(5).name)


class Mode(IntFlag):
    X = 1
    W = 2
    R = 4
    RWX = R | W | X


def octal(owner: Mode, group: Mode, other: Mode) -> str:
    return f"{owner:o}{group:o}{other:o}"


def symbolic(m: Mode) -> str:
    return "".join(c if flag in m else "-" for c, flag in (("r", Mode.R), ("w", Mode.W), ("x", Mode.X)))


modes = [(Mode.RWX, Mode.R | Mode.X, Mode.R), (Mode.R | Mode.W, Mode.R, Mode(0)), (Mode(7), Mode(5), Mode(5))]
for owner, group, other in modes:
    print(octal(owner, group, other), symbolic(owner) + symbolic(group) + symbolic(other), repr(group), int(owner) + int(group))
print(Mode(6) == 6, Mode.R | 1, repr(Mode.R | 8), Mode.R * 2, sorted([Mode.W, Mode.X, Mode.R]))


class Feature(Flag):
    DARK_MODE = auto()
    BETA_SEARCH = auto()
    NEW_CHECKOUT = auto()
    ANALYTICS = auto()
    DEFAULT = DARK_MODE | ANALYTICS
    EXPERIMENTAL = BETA_SEARCH | NEW_CHECKOUT


enabled = Feature.DEFAULT
enabled |= Feature.BETA_SEARCH
print(enabled, repr(enabled), Feature.EXPERIMENTAL in enabled, Feature.BETA_SEARCH in enabled)
enabled &= ~Feature.ANALYTICS
print(enabled, [f.name for f in enabled], enabled.value)


@unique
class Status(Enum):
    NEW = auto()
    PAID = auto()
    SHIPPED = auto()
    DELIVERED = auto()
    CANCELLED = auto()

    def next_states(self):
        return TRANSITIONS.get(self, ())


TRANSITIONS = {
    Status.NEW: (Status.PAID, Status.CANCELLED),
    Status.PAID: (Status.SHIPPED, Status.CANCELLED),
    Status.SHIPPED: (Status.DELIVERED,),
}
state = Status.NEW
for wanted in (Status.PAID, Status.DELIVERED, Status.SHIPPED, Status.DELIVERED, Status.NEW):
    if wanted in state.next_states():
        print(f"{state.name} -> {wanted.name}")
        state = wanted
    else:
        print(f"cannot go {state.name} -> {wanted.name}; allowed: {[s.name for s in state.next_states()]}")
print(list(Status), Status(3), Status["CANCELLED"].value)
