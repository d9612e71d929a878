a = [1]
b = a
c = [1]
print(id(a) == id(b), id(a) == id(c), id(a) != id(c))
print(hash(0), hash(1), hash(-5), hash(42), hash(True), hash(False), hash(1) == hash(1.0))
print(hash(12345) == 12345, hash(-7), hash((1, 2)) == hash((1, 2)), hash("x") == hash("x"))
try:
    hash([1])
except TypeError as e:
    print("TypeError:", e)
try:
    hash({})
except TypeError as e:
    print("TypeError:", e)
print(ord("A"), ord("a"), ord("0"), ord(" "), ord("\n"), ord("é"), ord("中"), ord("€"))
print(chr(65), chr(97), chr(48), repr(chr(10)), chr(233), chr(20013), chr(8364))
print([ord(c) for c in "Hello"], "".join(chr(o) for o in [80, 121]))
print("".join(chr(ord(c) + 1) for c in "HAL"))
def caesar(text, k):
    out = []
    for ch in text:
        if ch.isalpha() and ch.islower():
            out.append(chr((ord(ch) - ord("a") + k) % 26 + ord("a")))
        elif ch.isupper():
            out.append(chr((ord(ch) - ord("A") + k) % 26 + ord("A")))
        else:
            out.append(ch)
    return "".join(out)
enc = caesar("Hello, World!", 3)
print(enc, caesar(enc, -3))
try:
    ord("ab")
except TypeError as e:
    print("TypeError:", e)
print(chr(0x41) + chr(0o142) + chr(0b1100011))
