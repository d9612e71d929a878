print(float("3.14"), float("-2.5"), float("  1e5 "), float("1E-3"), float(".5"), float("5."), float("+1.5"))
print(float("inf"), float("-inf"), float("Infinity"), float("-INF"), float("nan"), float("NaN"))
print(float(3), float(-0), float(True), float(), float("1_000.5"), float("0"), float("-0"))
print(float("1e308"), float("1e309"), float("2.5e-300"), float("5e-324"), float("1e-400"))
print(float("0.1"), float("123456789012345678"), float(10 ** 18))
print(float(" 12 "), float("1.7976931348623157e308"))
for bad in ["", "abc", "1.2.3", "1e", "--1", "0x10"]:
    try:
        float(bad)
    except ValueError as e:
        print("ValueError:", e)
try:
    float(None)
except TypeError as e:
    print("TypeError:", e)
x = float("nan")
print(x == x, x != x, str(x), repr(float("-nan")))
print(float(int("12")) / 5, int(float("12.9")))
print(type(float(1)).__name__, float(2) == 2, float("3") + 1)
