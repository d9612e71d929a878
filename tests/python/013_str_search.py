s = "the quick brown fox jumps over the lazy dog"
print(s.find("the"), s.find("the", 1), s.find("cat"), s.find(""))
print(s.rfind("the"), s.rfind("o"), s.rfind("zzz"))
print(s.index("quick"), s.rindex("o"))
print(s.count("o"), s.count("the"), s.count("z"), s.count(""))
print(s.count("o", 20), s.find("o", 15, 30))
print("aaaa".count("aa"), "ababab".count("aba"))
print("fox" in s, "cat" in s, "" in s, "cat" not in s)
print(s.replace("the", "a"))
print(s.replace("o", "0", 2))
print(s.replace(" ", ""))
print("aaa".replace("a", "bb"), "abc".replace("", "-"))
print(s.partition("fox"))
print(s.partition("cat"))
print(s.rpartition("the"))
print(s.rpartition("cat"))
print("k=v=w".partition("="), "k=v=w".rpartition("="))
try:
    s.index("cat")
except ValueError as e:
    print("ValueError:", e)
try:
    s.rindex("cat")
except ValueError as e:
    print("ValueError:", e)
print("banana".find("na"), "banana".rfind("na"), "banana".index("a", 2))
print("mississippi".replace("ss", "SS"), "mississippi".count("ss"))
print("abc".find("c", -1), "abc".find("a", -1))
