import html

# Realistic: render a small table of user data as HTML, then read it back.
rows = [
    {"name": "Alice <admin>", "email": "alice@example.com", "note": "Likes \"quotes\" & 'apostrophes'"},
    {"name": "Bob & Co.", "email": "bob@ex.org", "note": "5 > 3 < 7"},
    {"name": "Zoë Ñúñez", "email": "zoe@ex.es", "note": "€100 — cheap…"},
]
out = ["<table>"]
for r in rows:
    cells = "".join("<td title=\"%s\">%s</td>" % (html.escape(k), html.escape(v)) for k, v in r.items())
    out.append("  <tr>" + cells + "</tr>")
out.append("</table>")
page = "\n".join(out)
print(page)

import re
for m in re.finditer(r"<td title=\"([^\"]*)\">(.*?)</td>", page):
    print(html.unescape(m.group(1)), "=", html.unescape(m.group(2)))

snippet = ("<p>Caf&eacute; &mdash; &ldquo;The Best&rdquo; &copy; 2024 &amp; &trade;. "
           "Price: &pound;5 &frac12; off! Temp: 20&deg;C &plusmn; 2. &hearts;&clubs;&diams;&spades; "
           "&larr;&uarr;&rarr;&darr; &alpha;&beta;&gamma;&delta; &#8220;smart&#8221; &#x2014;dash "
           "&nbsp;&ensp;&emsp;&thinsp; &lang;x&rang; &lceil;y&rceil; &forall;x&isin;X &exist;&empty;</p>")
text = html.unescape(snippet)
print(text)
print([hex(ord(c)) for c in text if ord(c) > 127])
print(len(text))

# Round trips over every printable ASCII character and some Latin-1.
s = "".join(chr(i) for i in range(32, 256))
e = html.escape(s)
print(e)
print(html.unescape(e) == s)
print(html.unescape("".join("&#%d;" % i for i in range(0, 300))) ==
      html.unescape("".join("&#x%x;" % i for i in range(0, 300))))
print(repr(html.unescape("".join("&#%d;" % i for i in range(120, 170)))))
