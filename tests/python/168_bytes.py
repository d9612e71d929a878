# bytes: literals, repr, operators, encode/decode with errors, the methods, bytes().
b = b"hello\x00\xff world"
print(b, len(b), b[0], b[-1], b[1:5], b[::-3], type(b).__name__)
print(b"it's", b'say "hi"', b'both \' "', rb"raw\n", b"tab\t\r\n\\")
print(list(b"abc"), b"ab" + b"cd", b"ab" * 3, 3 * b"-", b"" == b"", b"a" < b"b", b"abc" > b"ab")
print(b"ell" in b"hello", 104 in b"hello", b"x" in b"hello")
s = "héllo wörld €"
e = s.encode()
print(e, len(e), e.decode(), e.decode("utf-8") == s, str(e, "utf-8"))
print(s.encode("latin-1", errors="replace"), s.encode("ascii", "ignore"), s.encode("ascii", "replace"))
for bad in [lambda: s.encode("ascii"), lambda: b"\xff\xfe".decode(), lambda: b"ok\xe2\x82".decode(), lambda: b"\xc3\x28".decode(), lambda: b"\x80".decode("ascii")]:
    try:
        bad()
    except UnicodeError as ex:
        print(type(ex).__name__, ex)
print(b"\xff\xfeok".decode("utf-8", "replace"), b"\xff\xfeok".decode(errors="ignore"), b"\xe9t\xe9".decode("latin-1"))
print(bytes(3), bytes([65, 66, 67]), bytes(range(5)), bytes("abc", "ascii"), bytes(b"xy"), bytes())
for bad in [lambda: bytes("x"), lambda: bytes([256]), lambda: bytes(-1), lambda: bytes(1.5), lambda: b"a" + "b", lambda: "a".encode("nope")]:
    try:
        bad()
    except (TypeError, ValueError, LookupError) as ex:
        print(type(ex).__name__, ex)
print(b"de ad be ef".hex() if False else bytes.fromhex("de ad BE ef"), b"\x01\xab".hex())
print(b"a,b,,c".split(b","), b"  a b  c ".split(), b"a b c".split(maxsplit=1), b"x\ny\r\nz".splitlines(), b"x\ny\n".splitlines(True))
print(b"  pad  ".strip(), b"xxaxx".strip(b"x"), b"  l".lstrip(), b"r  ".rstrip())
print(b"hello".find(b"l"), b"hello".rfind(b"l"), b"hello".find(b"z"), b"hello".count(b"l"), b"hello".index(108), b"hello".replace(b"l", b"L"), b"hello".replace(b"l", b"L", 1))
print(b"hello".startswith(b"he"), b"hello".endswith((b"x", b"lo")), b"Hello".upper(), b"Hello".lower(), b"123".isdigit(), b"ab".isalpha(), b"".isdigit())
print(b", ".join([b"a", b"b"]), {b"k": 1}[b"k"], sorted([b"b", b"a"]), repr(b"q"), str(b"q"), f"{b'x'}")
print(isinstance(b"x", bytes), b"abc"[5:], bool(b""), bool(b"0"), hash(b"a") == hash(b"a"))
try:
    b"abc"[10]
except IndexError as ex:
    print("IndexError", ex)
try:
    b"abc".index(b"z")
except ValueError as ex:
    print("ValueError", ex)
