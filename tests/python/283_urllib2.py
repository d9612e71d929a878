try:
    from urllib.parse import (quote, quote_plus, unquote, unquote_plus, quote_from_bytes,
                              unquote_to_bytes, urlencode, parse_qs, parse_qsl)
except ImportError:
    from urllib_parse import (quote, quote_plus, unquote, unquote_plus, quote_from_bytes,
                              unquote_to_bytes, urlencode, parse_qs, parse_qsl)

strs = ["", "abc", "a b", "a+b", "a/b/c", "~user", "100%", "é", "日本語", "emoji 😀",
        "!*'();:@&=+$,/?#[]", "-_.~", "tab\tnl\n", "\x00\x7f", "a%20b", "Ünïcödé/päth?q=1&r=2"]
for s in strs:
    print(repr(s), quote(s), quote(s, safe=""), quote(s, safe="/:?=&"), quote_plus(s),
          quote_plus(s, safe="/"), quote(s, safe="é"))
print(quote("é", encoding="latin-1"), quote("日本", encoding="utf-16-le") if False else "",
      quote_plus("a é", encoding="latin-1"))
try:
    quote("é", encoding="ascii")
except UnicodeEncodeError as e:
    print(type(e).__name__)
print(quote("é", encoding="ascii", errors="ignore"), quote("é", encoding="ascii", errors="replace"))
print(quote(b"a b\xff/"), quote(b"a b", safe=b" "), quote_plus(b"a b+c"), quote_from_bytes(b"\x00\xff abc"))
print(quote_from_bytes(b"abc", safe=b"\xff"), quote_from_bytes(b""), quote(b""))
for bad in [lambda: quote(b"x", encoding="utf-8"), lambda: quote(b"x", errors="strict"),
            lambda: quote(5), lambda: quote_from_bytes("str"), lambda: quote(None)]:
    try:
        print(bad())
    except TypeError as e:
        print(type(e).__name__, e)

enc = ["abc", "a%20b", "a+b", "%7e%7E", "%zz%2", "%", "%%", "100%25", "%C3%A9", "%C3", "%E6%97%A5%E6%9C%AC",
       "%ff%fe", "é%C3%A9é", "a%2Fb", "%u00e9", "%F0%9F%98%80", "+%2B+", "%41%42%43", "%4"]
for s in enc:
    print(repr(s), repr(unquote(s)), repr(unquote_plus(s)), unquote_to_bytes(s))
print(repr(unquote("%E9", encoding="latin-1")), repr(unquote("%E9")), repr(unquote("%E9", errors="ignore")))
print(unquote(b"a%20b"), unquote_to_bytes(b"%41"), unquote_to_bytes(""), repr(unquote("")))
try:
    unquote("%E9", errors="strict")
except UnicodeDecodeError as e:
    print(type(e).__name__, e)
for bad in [None, 5]:
    try:
        print(unquote(bad))
    except (TypeError, AttributeError) as e:
        print(type(e).__name__)

qss = ["a=1&b=2&a=3", "a=1;b=2", "x=hello+world&y=%26%3D", "empty=&novalue&=nokey&a=",
       "", "&&&", "k=v=w", "name=%C3%A9t%C3%A9&x=%zz", "a+b=c+d", "q=a%2Bb"]
for qs in qss:
    print(repr(qs))
    print("  ", parse_qs(qs), parse_qs(qs, keep_blank_values=True))
    print("  ", parse_qsl(qs), parse_qsl(qs, keep_blank_values=True))
    try:
        print("  ", parse_qsl(qs, strict_parsing=True))
    except ValueError as e:
        print("   ValueError", e)
print(parse_qsl("a=1;b=2", separator=";"), parse_qs(b"a=1&b=%41+c"), parse_qsl(b"x=1", separator=b"&"))
print(parse_qsl("a=%E9", encoding="latin-1"))
try:
    parse_qsl("a=1&b=2&c=3", max_num_fields=2)
except ValueError as e:
    print(type(e).__name__, e)
print(parse_qsl("a=1&b=2", max_num_fields=2))
for sep in ["", None, 5]:
    try:
        parse_qsl("a=1", separator=sep)
    except (ValueError, TypeError, AttributeError) as e:
        print(type(e).__name__, e)

print(urlencode({"a": 1, "b": "two words", "c": "ü&=?"}))
print(urlencode([("a", 1), ("a", 2), ("b", None)]))
print(urlencode({"tags": ["x", "y z"], "n": 3, "t": ("p", "q")}, doseq=True))
print(urlencode({"tags": ["x", "y z"], "n": 3}))
print(urlencode({"s": "abc", "b": b"by tes", "e": [], "d": {"k1": 1, "k2": 2}}, doseq=True))
print(urlencode({b"k": b"v v", "x": b"\xff"}))
print(urlencode({"p": "/a b/"}, safe="/"), urlencode({"p": "/a b/"}, quote_via=quote))
print(urlencode({"q": "é"}, encoding="latin-1"), urlencode({}), urlencode([]))
print(urlencode({"f": 1.5, "t": True, "n": None}, doseq=True))
for bad in ["abc", 5, ["a", "b"]]:
    try:
        print(urlencode(bad))
    except TypeError as e:
        print(type(e).__name__, e)
d = {"q": "search term", "page": 2, "filters": ["new", "used"]}
e = urlencode(d, doseq=True)
print(e, parse_qs(e), parse_qs(e) == {"q": ["search term"], "page": ["2"], "filters": ["new", "used"]})
