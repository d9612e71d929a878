print(isinstance(KeyError("x"), LookupError), isinstance(IndexError("x"), LookupError))
print(isinstance(ZeroDivisionError("x"), ArithmeticError), isinstance(NotImplementedError(), RuntimeError))
try:
    {}["missing"]
except LookupError as e:
    print("LookupError base caught:", type(e).__name__, e)
try:
    1 // 0
except ArithmeticError as e:
    print("ArithmeticError base caught:", type(e).__name__, e)
try:
    raise NotImplementedError("subclass of RuntimeError")
except RuntimeError as e:
    print("RuntimeError base caught:", type(e).__name__, e)
try:
    [1][5]
except LookupError as e:
    print("LookupError caught IndexError:", e)
try:
    1.0 % 0.0
except ArithmeticError as e:
    print("ArithmeticError caught:", e)
try:
    raise OverflowError("too big")
except ArithmeticError as e:
    print(type(e).__name__, e)
