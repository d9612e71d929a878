import html

for s in ["plain", "<a href=\"x\">Tom & Jerry's</a>", "&amp; already", "", "'\"<>&",
          "ünïcödé € 😀", "a<b>c&d\"e'f"]:
    print(repr(html.escape(s)), repr(html.escape(s, quote=False)), repr(html.escape(s, False)))

named = ["nbsp", "amp", "lt", "gt", "quot", "apos", "copy", "reg", "trade", "eacute", "Eacute",
         "euro", "hellip", "mdash", "ndash", "lsquo", "rsquo", "ldquo", "rdquo", "laquo",
         "raquo", "deg", "plusmn", "times", "divide", "frac12", "frac14", "sup2", "micro",
         "para", "sect", "middot", "bull", "alpha", "Omega", "pi", "sum", "infin", "ne", "le",
         "ge", "larr", "rarr", "harr", "hearts", "spades", "szlig", "ntilde", "ccedil", "auml",
         "ouml", "uuml", "Auml", "aring", "oslash", "thorn", "yen", "pound", "cent", "iexcl",
         "iquest", "shy", "zwj", "zwnj", "lrm", "NotEqualTilde", "bne", "fjlig", "ThickSpace",
         "acE", "nvlt", "Afr", "xopf", "CounterClockwiseContourIntegral", "unknownentity"]
for n in named:
    print(n, repr(html.unescape("&" + n + ";")), repr(html.unescape("&" + n)),
          repr(html.unescape("&" + n + "x")))

nums = ["&#65;", "&#x41;", "&#X41;", "&#0;", "&#13;", "&#128;", "&#x80;", "&#x81;", "&#150;",
        "&#159;", "&#x9F;", "&#1;", "&#11;", "&#x7f;", "&#xD800;", "&#xDFFF;", "&#x110000;",
        "&#1114111;", "&#x10FFFE;", "&#xFDD0;", "&#xFFFE;", "&#x1FFFF;", "&#65", "&#x41",
        "&#x41g", "&#;", "&#x;", "&#xZZ;", "&#99999999999999999999999;", "&#x1F600;",
        "&#128512;", "&#0000065;", "&#x00000041;", "&#9;", "&#10;", "&#12;", "&#32;",
        "&#160;", "&#xa0;", "&#8364;", "&#x20AC;"]
for n in nums:
    print(n, repr(html.unescape(n)))

texts = ["&ampx&ltb&gtc", "&amp;amp;", "&&&", "& ;", "&;", "a & b", "&copy2023", "&notit;",
         "&notin;", "&noti", "&AMP;&AMP", "&Amp;", "&lt&gt", "Tom&nbsp;&amp;&nbsp;Jerry",
         "&eacute;t&eacute;", "&#60;script&#62;alert(1)&#60;/script&#62;",
         "x" * 3 + "&" + "a" * 40 + ";", "&supe;&sup2;&sup;&sup", "&frac34x", "&times;&timesb;",
         "&#38;#38;", "mixed &#x26; &#38; &amp; &AMP", "no entities here"]
for t in texts:
    print(repr(t), "->", repr(html.unescape(t)))
for s in ["<>&\"'", "Café & Crème", "a&b"]:
    print(html.unescape(html.escape(s)) == s)
