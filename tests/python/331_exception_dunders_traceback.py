# BaseException's and object's own dunders through super() and from the type, super() of
# properties, and the frames traceback.format_exc()/print_exc()/logging.exception() write.
import logging
import os
import sys
import traceback

HERE = os.path.abspath(__file__)


def show(text):
    print(text.replace(HERE, "FILE"), end="")


class E(Exception):
    def __str__(self):
        return "E:" + super().__str__()

    def __repr__(self):
        return "R:" + super().__repr__()


class K(KeyError):
    def __str__(self):
        return "K:" + super().__str__()


print(E("x"), repr(E("x", 2)), E(), repr(E()))
print(K("x"), str(K("a", "b")))
print(Exception.__str__(E("y")), KeyError.__str__(K("z")), BaseException.__repr__(E(1)))


class P:
    __hash__ = object.__hash__

    def __init__(self, v):
        object.__init__(self)
        self.v = v

    def __repr__(self):
        return "P" + object.__repr__(self)[:10]

    def __eq__(self, o):
        return object.__eq__(self, o)


p = P(1)
print(repr(p), p == p, p == P(1), p != P(1), hash(p) == hash(p), len({p, p, P(2)}))
print(object.__str__(p), object.__eq__(p, 3), object.__ne__(p, p))


class A:
    @property
    def name(self):
        return "A"


class B(A):
    @property
    def name(self):
        return "B<" + super().name + ">"


print(B().name)


class Pair(tuple):
    def __new__(cls, a, b):
        return tuple.__new__(cls, (a, b))


print(tuple.__new__(tuple, [1, 2]), Pair(3, 4), Pair(3, 4)[1], type(Pair(1, 2)).__name__)
print(isinstance(A.name, property), isinstance(staticmethod(len), staticmethod))
print(isinstance(classmethod(len), classmethod), isinstance(A.name, staticmethod))


def explode(d):
    return d["a"]["b"]


def outer(d):
    x = explode(d) + 1
    return x


try:
    outer({"a": {}})
except KeyError:
    show(traceback.format_exc())


def main():
    try:
        int("x")
    except ValueError as e:
        try:
            raise RuntimeError("bad") from e
        except RuntimeError:
            show("".join(traceback.format_exception(sys.exception())))
    try:
        n = 10
        n = n / 0
    except ZeroDivisionError:
        show(traceback.format_exc())
    try:
        raise E
    except E:
        show(traceback.format_exc(chain=False))


main()


class Capture(logging.Handler):
    def emit(self, record):
        show(self.format(record) + "\n")


log = logging.getLogger("t")
log.addHandler(Capture())
log.propagate = False
try:
    [1, 2][5]
except IndexError:
    log.exception("failed")


def one(): log.error("from %s", "one")  # noqa: E704


log.handlers[0].setFormatter(logging.Formatter("%(funcName)s:%(lineno)d %(message)s"))
one()
try:
    sys.exit("m")
except SystemExit as e:
    print(repr(e), e.code)
