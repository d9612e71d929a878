# Text codecs: UTF-16/32 (with and without byte order marks), UTF-8-sig, cp1252, and the
# error handlers, in str.encode, bytes.decode and files, with CPython's errors.
import os, tempfile

text = "Grüße, €5 — naïve 😀 café"
for enc in ["utf-8", "utf-8-sig", "utf-16", "utf-16-le", "UTF-16BE", "utf_32", "utf-32-le",
            "utf-32-be", "U16", "utf32"]:
    b = text.encode(enc)
    print(enc, len(b), b[:12].hex(), b.decode(enc) == text)
print(b"\xfe\xff\x00h\x00i".decode("utf-16"), b"\xff\xfeh\x00i\x00".decode("utf-16"),
      b"h\x00i\x00".decode("utf-16"), b"\xef\xbb\xbfhi".decode("utf-8-sig"), b"hi".decode("utf-8-sig"))
print(b"\x00\x00\xfe\xff\x00\x00\x00h".decode("utf-32"), b"\xff\xfe\x00\x00h\x00\x00\x00".decode("utf-32"))

# cp1252: every byte, against the table.
allbytes = bytes(range(256))
print(allbytes.decode("cp1252", "replace"))
print(allbytes.decode("windows-1252", "backslashreplace")[120:170])
print("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ".encode("cp1252").hex())

bad_decodes = [(b"\x00", "utf-16"), (b"\x00\xd8\x41\x00", "utf-16-le"), (b"\x00\xdc", "utf-16-le"),
               (b"\x00\xd8", "utf-16-le"), (b"\xd8\x00\x00", "utf-16-be"),
               (b"\x00\x00\x11\x00", "utf-32-le"), (b"\x00\xd8\x00\x00", "utf-32-le"),
               (b"\x00\x00", "utf-32-le"), (b"\x81", "cp1252"), (b"a\x81b\x8d", "cp1252"),
               (b"ab\xff", "ascii"), (b"a\xc3(", "utf-8"), (b"a\xe2\x82", "utf-8")]
for b, enc in bad_decodes:
    try:
        b.decode(enc)
    except UnicodeDecodeError as e:
        print(type(e).__name__, e, e.start, e.end, e.encoding, e.reason)
    for h in ["replace", "ignore", "backslashreplace"]:
        print(" ", h, repr(b.decode(enc, h)))

s = "aé€\U0001f600b\u0100"
for enc in ["ascii", "latin-1", "cp1252"]:
    try:
        s.encode(enc)
    except UnicodeEncodeError as e:
        print(type(e).__name__, e, e.start, e.end, e.object == s)
    for h in ["replace", "ignore", "xmlcharrefreplace", "backslashreplace", "namereplace",
              "surrogateescape"]:
        try:
            print(" ", h, s.encode(enc, h))
        except UnicodeEncodeError as e:
            print(" ", h, "UnicodeEncodeError:", e)
try:
    b"\xff".decode("ascii", "xmlcharrefreplace")
except TypeError as e:
    print("TypeError:", e)
print(b"ok".decode("ascii", "surrogateescape"), "x".encode("utf-8", "surrogateescape"))
for bad in ["utf-7x", "latin-9"]:
    try:
        "x".encode(bad)
    except LookupError as e:
        print("LookupError:", e)
try:
    "x".encode("utf-8", "nope")
except LookupError as e:
    print("LookupError:", e)

# Files: a byte order mark once, at the start; appends add none; r+ keeps the encoding.
d = tempfile.mkdtemp()
for enc in ["utf-16", "utf-32", "utf-8-sig", "cp1252", "latin-1", "utf-16-be"]:
    p = os.path.join(d, "t.txt")
    with open(p, "w", encoding=enc) as f:
        f.write("première ligne\n")
        f.write("zweite Zeile €\n" if enc != "latin-1" else "zweite Zeile\n")
    with open(p, "a", encoding=enc) as f:
        f.write("appended\n")
    with open(p, "rb") as f:
        raw = f.read()
    with open(p, encoding=enc) as f:
        lines = f.readlines()
    with open(p, "r+", encoding=enc) as f:
        f.read()
        f.write("r+ line\n")
    with open(p, encoding=enc) as f:
        after = f.read()
    print(enc, len(raw), raw[:6].hex(), lines, repr(after[-20:]))
p = os.path.join(d, "l1.txt")
try:
    with open(p, "w", encoding="latin-1") as f:
        f.write("ok\n")
        f.write("€\n")
except UnicodeEncodeError as e:
    print("UnicodeEncodeError:", e)
with open(p, "w", encoding="ascii", errors="xmlcharrefreplace") as f:
    f.write("café €\n")
print(open(p, "rb").read())
print(open(p, encoding="ascii", errors="replace").read() == "café €\n".encode("ascii", "xmlcharrefreplace").decode())
