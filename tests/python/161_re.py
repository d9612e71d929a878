# re against CPython: search/match/fullmatch, groups (numbered and named), findall with groups,
# sub with templates and functions, subn, split with captures and maxsplit, flags, compiled
# patterns, finditer, non-ASCII positions (characters, not bytes), errors.
import re
text = "Order 66 shipped on 2024-03-15; order 7 on 2024-04-01. Contact: ann@example.com, Bob@Mail.org"
print(re.findall(r"\d+", text))
print(re.findall(r"(\d{4})-(\d{2})-(\d{2})", text))
print(re.findall(r"[\w.]+@([\w.]+)", text))
m = re.search(r"(?P<year>\d{4})-(?P<month>\d\d)", text)
print(m.group(), m.group(1), m.group("month"), m.groups(), m.groupdict(), m.span(), m.start(2), m.end(), m[0], m["year"])
print(re.match(r"order", text), re.match(r"order", text, re.I).group(), re.fullmatch(r"\w+", "abc_1").group(), re.fullmatch(r"\w+", "ab c"))
print(re.sub(r"\d{4}-(\d\d)-(\d\d)", r"\2/\1", text))
print(re.sub(r"(?P<n>\d+)", lambda m: str(int(m.group("n")) * 2), "a1 b22 c333"), re.subn(r"o", "0", "foo boo"))
print(re.split(r"[;,.]\s*", "a; b, c. d"), re.split(r"(-)", "1-2-3"), re.split(r"\s+", "  x y ", maxsplit=1))
pat = re.compile(r"^(\w+):\s*(.*)$", re.MULTILINE)
cfg = "name: gpa\nlang:  rust\n# comment\nversion: 2"
print(pat.findall(cfg), pat.pattern, pat.groups, [m.group(1) for m in pat.finditer(cfg)])
print(re.escape("a.b*c?"), bool(re.search(r"^\s*$", "   ")), re.sub(r"\s+", " ", "a  b\t\nc"))
words = re.findall(r"\b[a-z]+\b", "The quick brown fox; the end", flags=re.IGNORECASE)
print(words, len(words), re.compile(r"x").search("abc"), repr(re.compile("a+")))
m = re.search(r"(a)(b)?", "ac")
print(m.groups(), m.groups("-"), m.lastindex, re.sub(r"(a)(x)?", r"[\1\2]", "ab"))
print(re.search(r"é+", "café crème").span(), re.findall(r"\w+", "naïve résumé"))
for bad in [lambda: re.compile("("), lambda: re.sub("a", r"\\9", "a")]:
    try:
        bad()
    except re.error:
        print("re.error")
