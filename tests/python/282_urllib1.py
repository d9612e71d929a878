import urllib.parse as up

urls = [
    "http://www.example.com/path/to/page.html?query=1&b=2#frag",
    "https://user:pass@Host.Example.COM:8080/p;params?q=1#f",
    "ftp://ftp.example.org/pub/file.txt",
    "file:///etc/passwd",
    "mailto:someone@example.com?subject=hi",
    "//netloc.only/path",
    "/just/a/path?x=1",
    "relative/path;p?y#z",
    "http://[::1]:80/ipv6",
    "http://[fe80::822a:a8ff:fe49:470c%tESt]:1234/keys",
    "http://[2001:db8::7]/c=GB?objectClass?one",
    "HTTP://EXAMPLE.com/UPPER",
    "  http://leading.space/x",
    "http://ex.com/pa\tth\nwith\rctl",
    "http://ex.com:/emptyport",
    "http://ex.com:abc/badport",
    "http://ex.com:99999/bigport",
    "http://@ex.com/",
    "http://user@ex.com/",
    "http://:pw@ex.com/",
    "http://a:b:c@ex.com:1/",
    "tel:+1-816-555-1212",
    "urn:isbn:0451450523",
    "svn+ssh://svn.example.org/repo;x",
    "sip:alice@atlanta.com;transport=tcp",
    "news:comp.lang.python",
    "path:with:colons",
    "1http://notascheme/",
    "a+b-c.d://weird.scheme/",
    "http://ex.com?#",
    "http://ex.com/#?",
    "",
    "#only-frag",
    "?only=query",
    "http://ex.com/a;b;c/d;e?f",
    "http://ünïcode.example/päth?q=ü",
    "http://192.168.0.1:8000/",
]
for u in urls:
    for fn in (up.urlsplit, up.urlparse):
        try:
            r = fn(u)
            print(repr(r))
            try:
                port = r.port
            except ValueError as e:
                port = "ValueError: %s" % e
            print("  ", r.scheme, r.netloc, r.username, r.password, r.hostname, port, r.geturl())
        except ValueError as e:
            print(fn.__name__, repr(u), type(e).__name__, e)

for u in ["http://[::1/x", "http://::1]/x", "http://[1.2.3.4]/", "http://[zzz]/", "http://[v1.fe]/",
          "http://[vz.x]/", "http://[::ffff:1.2.3.4]/", "http://[1:2:3:4:5:6:7:8]/",
          "http://[1:2:3:4:5:6:7:8:9]/", "http://[1::2::3]/", "http://[:1:2]/", "http://[::]/",
          "http://[1:2:3:4:5:6:7::]/", "http://[::1%]/", "http://[01.2.3.4]/",
          "http://a\u2100b.com/", "http://ex\uff0fample.com/", "http://bad\uff20x/"]:
    try:
        r = up.urlsplit(u)
        print("ok", repr(r), r.hostname)
    except ValueError as e:
        print(repr(u), type(e).__name__, e)

print(up.urlsplit("http://ex.com/a#b", allow_fragments=False))
print(up.urlparse("ex.com/a", scheme="https"))
print(up.urlparse("//ex.com/a", "https"))
print(up.urlsplit("http://ex.com/", scheme="ftp"))

r = up.urlparse("https://user:pw@example.com:8443/a/b;p?x=1&y=2#top")
print(r._replace(scheme="http", netloc="other.org"), type(r._replace(path="/")).__name__)
print(r._replace(query="").geturl(), r._fields, r._asdict())
try:
    r._replace(bogus=1)
except ValueError as e:
    print(type(e).__name__, e)
print(up.ParseResult._make(["a", "b", "c", "d", "e", "f"]))
print(r.scheme == r[0], len(r), list(r), r == tuple(r))
s = up.urlsplit("http://h/p?q#f")
print(s._replace(fragment="").geturl(), up.urlunsplit(s), up.urlunsplit(("", "", "p", "", "")))
print(up.urlunparse(("http", "h", "/p", "par", "q", "f")), up.urlunparse(["", "", "", "", "", ""]))
print(up.urlunsplit(("http", "", "path", "", "")), up.urlunsplit(("file", "", "/x", "", "")))
print(up.urlunsplit(("mailto", "", "a@b", "s=1", "")))
print(up.urldefrag("http://ex.com/a?b#c"), up.urldefrag("http://ex.com/a"))
print(up.urldefrag("http://ex.com/a#c").geturl(), up.urldefrag("x#").url)

b = up.urlparse(b"http://user:pw@Ex.com:81/p;a?q=1#f")
print(b, b.hostname, b.port, b.username, b.password, b.geturl())
print(b.decode(), r.encode("ascii"), up.urlsplit(b"//h/p").decode())
print(up.urljoin(b"http://a/b/c", b"../d"), up.urldefrag(b"x#y"), up.urlunsplit((b"http", b"h", b"/", b"", b"")))
try:
    up.urljoin("http://a/", b"x")
except TypeError as e:
    print(type(e).__name__, e)

print(up.unwrap("<URL:http://a/b>"), up.unwrap("  <x> "))
