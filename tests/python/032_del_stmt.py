x = 5
print(x)
del x
try:
    print(x)
except NameError as e:
    print("NameError:", e)
d = {"a": 1, "b": 2, "c": 3}
del d["b"]
print(d)
try:
    del d["zzz"]
except KeyError as e:
    print("KeyError:", e)
lst = [10, 20, 30, 40]
del lst[1]
print(lst)
del lst[-1], lst[0]
print(lst)
a, b = 1, 2
del a, b
try:
    print(a)
except NameError as e:
    print("NameError:", e)
nested = {"k": [1, 2, 3]}
del nested["k"][0]
print(nested)
try:
    del lst[5]
except IndexError as e:
    print("IndexError:", e)
y = [1]
z = y
del y
print(z)
def f():
    local = 1
    del local
    return "deleted ok"
print(f())
