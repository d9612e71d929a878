d = {"a": 1, 2: "two", (1, 2): "tup"}
for key in ["b", 3, (9, 9), "it's", 1.5, None]:
    try:
        d[key]
    except KeyError as e:
        print("KeyError:", e, "|", repr(str(e)))
lst = [1, 2, 3]
for i in [3, -4, 100]:
    try:
        lst[i]
    except IndexError as e:
        print("IndexError:", e)
t = (1, 2)
try:
    t[5]
except IndexError as e:
    print("IndexError:", e)
s = "abc"
try:
    s[10]
except IndexError as e:
    print("IndexError:", e)
try:
    lst[5] = 0
except IndexError as e:
    print("IndexError:", e)
try:
    [].pop()
except IndexError as e:
    print("IndexError:", e)
try:
    [1].pop(5)
except IndexError as e:
    print("IndexError:", e)
try:
    {}.pop("x")
except KeyError as e:
    print("KeyError:", e)
try:
    r = range(3)
    r[3]
except IndexError as e:
    print("IndexError:", e)
try:
    s = set()
    s.remove(1)
except KeyError as e:
    print("KeyError:", e)
print(lst[2:100], "slices never raise")
print(d.get("missing"), d.get("missing", "dflt"), d.pop("missing", 0))
