words = ["hello", "WORLD", "MiXeD cAsE", "hello world foo", "123abc", "", "  ", "a1", "ABC", "abc"]
for w in words:
    print(repr(w), w.upper(), w.lower(), w.title(), w.capitalize(), w.swapcase())
for w in words:
    print(repr(w), w.isdigit(), w.isalpha(), w.isalnum(), w.isspace(), w.isupper(), w.islower())
print("it's a dog's life".title())
print("o'neil mc-donald".title())
print("ALL CAPS".capitalize())
print("123".isdigit(), "12.3".isdigit(), "-1".isdigit())
print("\t\n ".isspace(), "ABC1".isupper(), "abc1".islower())
print("Hello".startswith("He"), "Hello".startswith("he"), "Hello".endswith("lo"))
print("Hello".startswith(("x", "H")), "Hello".endswith(("a", "b")))
print("abcdef".startswith("cd", 2), "abcdef".endswith("cd", 0, 4))
