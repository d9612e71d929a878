try:
    import urllib.parse as urlparse_mod
except ImportError:
    import urllib_parse as urlparse_mod
from_up = urlparse_mod
urljoin = from_up.urljoin

# RFC 3986 section 5.4 reference resolution examples (as CPython resolves them).
base = "http://a/b/c/d;p?q"
refs = ["g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s", "g?y#s", ";x", "g;x",
        "g;x?y#s", "", ".", "./", "..", "../", "../g", "../..", "../../", "../../g",
        "../../../g", "../../../../g", "/./g", "/../g", "g.", ".g", "g..", "..g", "./../g",
        "./g/.", "g/./h", "g/../h", "g;x=1/./y", "g;x=1/../y", "g?y/./x", "g?y/../x",
        "g#s/./x", "g#s/../x", "http:g", "http:", "https:g", "//", "///x", "g//h", "a/../../b"]
for r in refs:
    print(repr(r), "->", urljoin(base, r), urljoin(base, r, allow_fragments=False))
bases = ["http://example.com", "http://example.com/", "http://example.com/dir/", "http://example.com/dir/file",
         "https://example.com/a/b/c?x=1#f", "file:///home/user/doc.txt", "ftp://ftp.x.org/pub/",
         "mailto:a@b.c", "svn+ssh://host/repo/trunk/", "", "relative/base/", "/abs/base"]
rels = ["x", "../y", "/z", "?q=2", "#frag", "//other.com/p", "https://secure/", "", "./", "mailto:x@y", "tel:123"]
for b in bases:
    for r in rels:
        print(repr(b), repr(r), "->", repr(urljoin(b, r)))

# Realistic: build request URLs for a REST API and take them apart again.
API = "https://api.example.com/v2/"
def build(endpoint, **params):
    clean = {k: v for k, v in params.items() if v is not None}
    url = urljoin(API, endpoint.lstrip("/"))
    if clean:
        url += "?" + from_up.urlencode(clean, doseq=True)
    return url

calls = [
    ("search/repositories", {"q": "language:python stars:>100", "sort": "stars", "order": "desc", "per_page": 50}),
    ("users/octo cat/repos", {"type": "owner", "page": None}),
    ("/items", {"ids": [1, 2, 3], "fields": ("name", "price"), "lang": "fr-CA"}),
    ("geo/reverse", {"lat": 48.8566, "lon": 2.3522, "label": "Café de Flore & Co"}),
    ("files/" + from_up.quote("my report (final).pdf"), {"download": True}),
    ("../outside", {}),
]
for ep, params in calls:
    u = build(ep, **params)
    print(u)
    p = from_up.urlparse(u)
    print("  host=%s port=%s path=%s" % (p.hostname, p.port, from_up.unquote(p.path)))
    q = from_up.parse_qs(p.query)
    for k in sorted(q):
        print("   ", k, q[k])
    print("  ", p._replace(query="", fragment="top").geturl())
    print("  ", from_up.urlunsplit(from_up.urlsplit(u)) == u)

# Pagination links: follow "next" URLs relative to the current page.
page = "https://api.example.com/v2/items?page=1"
for nxt in ["?page=2", "items?page=3&cursor=abc%3D%3D", "/v3/items?page=1", "//cdn.example.com/items?page=9"]:
    page = urljoin(page, nxt)
    sp = from_up.urlsplit(page)
    print(page, dict(from_up.parse_qsl(sp.query)), sp.netloc)

# Credentials and ports.
for u in ["https://alice:s3cr%40t@db.internal:5432/prod", "redis://:pw@cache:6379/0",
          "postgres://u@[::1]:5433/x", "http://EXAMPLE.org:0/", "ssh://git@github.com/org/repo.git"]:
    p = from_up.urlsplit(u)
    print(p.scheme, p.username, p.password and from_up.unquote(p.password), p.hostname, p.port)
