for w in ["a", "abc", "abcdef"]:
    print("[" + w.center(7) + "]", "[" + w.ljust(7) + "]", "[" + w.rjust(7) + "]")
    print("[" + w.center(8, "*") + "]", "[" + w.ljust(5, ".") + "]", "[" + w.rjust(5, "0") + "]")
print("42".zfill(5), "-42".zfill(5), "+42".zfill(5), "abc".zfill(2), "3.14".zfill(8))
print("x".center(4), "|", "xy".center(5), "|", "xy".center(4, "-"))
print("ab".center(1), "ab".ljust(0), "ab".rjust(-3))
table = [("apple", 3, 1.5), ("kiwi", 12, 0.25), ("watermelon", 1, 3.0)]
for name, qty, price in table:
    print(name.ljust(12) + str(qty).rjust(4) + ("%.2f" % price).rjust(8))
print("=" * 24)
print("total".ljust(12) + str(sum(q for _, q, _ in table)).rjust(4))
print("".center(3, "#"), "".zfill(3))
