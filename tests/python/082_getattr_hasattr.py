s = "Hello World"
print(hasattr(s, "upper"), hasattr(s, "nosuch"), hasattr([], "append"), hasattr({}, "items"), hasattr(5, "append"))
up = getattr(s, "upper")
print(up())
print(getattr(s, "lower")(), getattr(s, "split")(), getattr(s, "replace")("l", "L"))
print(getattr(s, "missing", "default value"), getattr([], "nope", None))
lst = [3, 1, 2]
getattr(lst, "sort")()
print(lst)
getattr(lst, "append")(4)
print(lst)
for name in ["upper", "title", "swapcase", "strip"]:
    print(name, getattr("  mixed Case  ", name)())
try:
    getattr(s, "missing")
except AttributeError as e:
    print("AttributeError:", e)
c = 3 + 4j
print(getattr(c, "real"), getattr(c, "imag"), hasattr(c, "real"), hasattr(1.5, "imag"))
d = {"a": 1}
print(getattr(d, "get")("a"), getattr(d, "get")("b", 0))
print(hasattr("s", "join"), getattr(", ", "join")(["a", "b"]))
