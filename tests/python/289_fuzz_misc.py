import random
import shlex
import html
import urllib.parse as up

# Randomized differential tests for shlex, html and urllib.parse.
random.seed(42)
chars = "ab '\"\\#\t\n;|&()<>-=x$*é"
for trial in range(200):
    s = "".join(random.choice(chars) for _ in range(random.randint(0, 14)))
    out = [repr(s)]
    for posix in (True, False):
        for comments in (False, True):
            try:
                out.append(repr(shlex.split(s, comments=comments, posix=posix)))
            except ValueError as e:
                out.append("ValueError:" + str(e))
    for pc in (False, True):
        try:
            out.append(repr(list(shlex.shlex(s, posix=True, punctuation_chars=pc))))
        except ValueError as e:
            out.append("ValueError:" + str(e))
    out.append(shlex.quote(s))
    print(" ".join(out))

ents = ["&amp", "&amp;", "&lt", "&#", "&#x", "&#12", "&#x1f", ";", "&", "a", " ", "&not", "&notin",
        "&copy", "&eacute", "&Eacute;", "&#150;", "&#xD800", "&fjlig;", "&zwj", "x", "&&", "#", "1"]
for trial in range(200):
    s = "".join(random.choice(ents) for _ in range(random.randint(0, 6)))
    # ascii(): gpa's repr prints unassigned code points raw (GAPS.md)
    print(repr(s), ascii(html.unescape(s)), repr(html.escape(s)))

parts = ["http", "https", "ftp", "mailto", "", ":", "//", "/", "?", "#", ";", "@", "[", "]", "::1", "a",
         "b.c", "%41", "%zz", "+", "=", "&", " ", "..", ".", "user:pw@", ":80", ":x", "é", "v1.a"]
for trial in range(300):
    u = "".join(random.choice(parts) for _ in range(random.randint(0, 8)))
    out = [repr(u)]
    try:
        r = up.urlparse(u)
        out.append(repr(r))
        try:
            out.append(repr((r.hostname, r.port, r.username, r.password)))
        except ValueError as e:
            out.append("port ValueError:" + str(e))
        out.append(r.geturl())
        out.append(up.urljoin("http://h/a/b/c?q#f", u))
        out.append(up.urljoin(u, "../x/./y?z"))
    except ValueError as e:
        out.append("ValueError:" + str(e))
    out.append(up.quote(u))
    out.append(up.quote_plus(u, safe=":/"))
    out.append(repr(up.unquote(u)))
    out.append(repr(up.unquote_plus(u)))
    out.append(repr(up.parse_qsl(u, keep_blank_values=True)))
    print(" | ".join(out))
