"""Module docstring: ignored at runtime."""
def nothing():
    pass
print(nothing())
def documented(a):
    """Return a doubled.

    Multi-line docstring with 'quotes' and "double quotes".
    """
    return a * 2
print(documented(21))
for i in range(3):
    pass
print("loop with pass done, i =", i)
if True:
    pass
else:
    pass
while False:
    pass
try:
    pass
except Exception:
    pass
finally:
    print("finally after pass")
def stub(*args, **kwargs):
    """Only a docstring."""
print(stub(1, x=2))
x = 1; y = 2; z = x + y
print(x, y, z)
if x: pass
print("semicolon statements ok"); print("second on same line")
def ellipsis_body():
    ...
print(ellipsis_body())
