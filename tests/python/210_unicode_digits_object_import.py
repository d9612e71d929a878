# str.isdigit/isdecimal/isnumeric by Unicode's numeric types (they were one set), int() of any
# script's decimal digits, object() takes no attributes, and import checks every dotted part.
print("½".isdigit(), "⅕".isdigit(), "①".isdigit(), "①".isdecimal(), "½".isnumeric(), "三".isnumeric(), "٣".isdecimal(), "12".isdigit(), "²".isdigit(), "²".isdecimal(), "".isdigit())
print(int("٣"), int("١٢٣"), int(" ٤٢ "), int("7"))
o = object()
try:
    o.x = 1
    print("set ok")
except AttributeError as e:
    print("AttributeError", e)
try:
    import math.nosuch
    print("imported")
except ModuleNotFoundError as e:
    print("ModuleNotFoundError", e)
import os.path
print(os.path.join("a", "b"))
