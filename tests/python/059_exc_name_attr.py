try:
    print(xyz)
except NameError as e:
    print("NameError:", e)
def uses_undefined():
    return undefined_thing + 1
try:
    uses_undefined()
except NameError as e:
    print("NameError:", e)
try:
    [1, 2].foo
except AttributeError as e:
    print("AttributeError:", e)
try:
    "abc".nosuch()
except AttributeError as e:
    print("AttributeError:", e)
try:
    x = 5
    x.append(1)
except AttributeError as e:
    print("AttributeError:", e)
try:
    d = {}
    d.add(1)
except AttributeError as e:
    print("AttributeError:", e)
try:
    None.attr
except AttributeError as e:
    print("AttributeError:", e)
try:
    (1, 2).append(3)
except AttributeError as e:
    print("AttributeError:", e)
try:
    print(undefined_call())
except NameError as e:
    print("NameError:", e)
def later():
    return defined_after
defined_after = "defined later is fine"
print(later())
try:
    y = 1
    del y
    y += 1
except NameError as e:
    print("NameError:", e)
print(isinstance(NameError("n"), Exception), isinstance(AttributeError("a"), Exception))
