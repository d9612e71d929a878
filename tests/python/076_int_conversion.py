print(int("42"), int("-42"), int("  7\n"), int("0"), int("-0"), int("007"), int("1_000_000"))
print(int(3.7), int(-3.7), int(0.9999), int(-0.5), int(1e18), int(-2.5e3))
print(int(True), int(False), int(), int(5))
print(int("ff", 16), int("FF", 16), int("-ff", 16), int("11", 2), int("z", 36), int("Zz", 36), int("17", 8))
print(int("0x10", 16), int("0b11", 2), int("0o7", 8), int("0x10", 0), int("10", 0), int("0", 0))
print(int("9223372036854775807"), int("-9223372036854775808"))
print(int(9.99e17), int(1.5), int(-1.5), int(2.5))
for bad in ["", "abc", "1.0", "0x10", "1 2", "--1", "12a"]:
    try:
        int(bad)
    except ValueError as e:
        print("ValueError:", e)
try:
    int("2", 2)
except ValueError as e:
    print("ValueError:", e)
try:
    int(float("inf"))
except OverflowError as e:
    print("OverflowError:", e)
try:
    int(float("nan"))
except ValueError as e:
    print("ValueError:", e)
try:
    int(None)
except TypeError as e:
    print("TypeError:", e)
print(str(int("12") + 1), int(str(99)) * 2)
