s = "Hello"
print(s * 0, s * -1 == "", s + "" == s, s[0] + s[-1], s < "Help", "a" < "b" < "c")
result = ""
for i in range(5):
    result += str(i) * i
print(result, len(result))
print(" ".join(reversed("a b c".split())), "-".join(sorted("cab")))
chars = list("hello world")
chars[0] = chars[0].upper()
print("".join(chars))
print("  A,b , C ".strip().lower().replace(" ", "").split(","))
print(str(123)[::-1], int(str(123)[::-1]) + 1)
def is_pal(t):
    clean = "".join(c.lower() for c in t if c.isalnum())
    return clean == clean[::-1]
print(is_pal("A man, a plan, a canal: Panama"), is_pal("hello"))
print("abc" in ["abc", "d"], "ab" in ["abc"], "x" * 3 in "xxxx")
words = ["apple", "Banana", "cherry"]
print([w[0] for w in words], [w[-2:] for w in words], [len(w) for w in words])
print("%s has %d chars" % (words[1], len(words[1])), words[1].lower().count("a"))
vowels = sum(1 for c in "programming language" if c in "aeiou")
print(vowels)
print("a\tb".split("\t"), "x=1;y=2".split(";"), dict(p.split("=") for p in "x=1;y=2".split(";")))
print(ord(max("hello")), min("hello", key=ord), sorted("hello", reverse=True))
acr = "".join(w[0].upper() for w in "portable network graphics".split())
print(acr)
print("{}|{}".format("abc".center(9, "."), "abc".rjust(6, "~")))
print("line1\nline2".split("\n"), repr("a\\nb"), len("a\\nb"))
