# Differential cases for textwrap: run by python3 (real textwrap) and gpa (the gpa module).
import sys
import textwrap

texts = [
    "The quick brown fox jumps over the lazy dog.",
    "Hello there, how are you this fine day?  I'm glad to hear it!",
    "  leading and trailing spaces   ",
    "multiple    spaces   between     words",
    "line one\nline two\n\nline four after a blank",
    "tabs\there\tand\t\tthere, x\ty",
    "a well-known self-evident mother-in-law e-mail foo--bar baz-- --qux",
    "Visit http://www.example.com/some-long-path/with-hyphens?query=1&x-y=2 today",
    "supercalifragilisticexpialidocious antidisestablishmentarianism",
    "short",
    "",
    "   ",
    "Mr. Smith went. He said: \"Hi.\" Then left! Why? because.  Done",
    "x" * 45,
    "one-two-three-four-five-six-seven-eight-nine-ten",
    "--------- ----- -a- a- -b",
    "numbers 12-34-56 and a1-b2 and ab-12 and 1a-bc",
    "carriage\rreturn\x0bvertical\x0cfeed end",
    "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor "
    "incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud.",
    "naïve café-crème déjà-vu über-cool",
]

n = 0
def show(*a):
    global n
    n += 1
    print(*a)

for t in texts:
    for w in range(1, 31):
        show(w, textwrap.wrap(t, w))
        show(w, textwrap.wrap(t, w, break_on_hyphens=False))
        show(w, textwrap.wrap(t, w, break_long_words=False))
        show(w, textwrap.wrap(t, w, drop_whitespace=False))
    for w in (5, 10, 17, 25, 40):
        show(textwrap.wrap(t, w, initial_indent="* ", subsequent_indent="    "))
        show(textwrap.wrap(t, w, expand_tabs=False))
        show(textwrap.wrap(t, w, replace_whitespace=False))
        show(textwrap.wrap(t, w, tabsize=3))
        show(textwrap.wrap(t, w, fix_sentence_endings=True))
        show(textwrap.wrap(t, w, drop_whitespace=False, break_on_hyphens=False))
        show(textwrap.wrap(t, w, break_long_words=False, break_on_hyphens=False))
        show(repr(textwrap.fill(t, w)))
        for ml in (1, 2, 3):
            for ph in (" [...]", "...", " ~"):
                try:
                    show(textwrap.wrap(t, w, max_lines=ml, placeholder=ph))
                except ValueError as e:
                    show("ValueError", e)
                try:
                    show(textwrap.wrap(t, w, max_lines=ml, placeholder=ph, initial_indent="> ", subsequent_indent=">> ", drop_whitespace=False))
                except ValueError as e:
                    show("ValueError", e)
    for w in (5, 8, 12, 20, 30, 60, 200):
        try:
            show(repr(textwrap.shorten(t, w)))
        except ValueError as e:
            show("ValueError", e)
        try:
            show(repr(textwrap.shorten(t, w, placeholder="...")))
        except ValueError as e:
            show("ValueError", e)

tw = textwrap.TextWrapper(width=20, initial_indent="- ", subsequent_indent="  ", max_lines=3)
show(tw.wrap(texts[1]))
show(tw.fill(texts[-2]))
tw.width = 12
tw.max_lines = None
show(tw.wrap(texts[6]))
show(tw.width, tw.initial_indent, tw.placeholder, tw.tabsize, tw.break_on_hyphens)
for w in (0, -1):
    try:
        textwrap.wrap("abc", w)
    except ValueError as e:
        show("ValueError", e)
show(textwrap.wrap("abc def", 0.5 + 3))

dd = [
    "    a\n    b\n      c\n",
    "  a\n\tb\n",
    "\ta\n\t\tb\n\n\t  \n\tc",
    "    \n    x\n   \n",
    "no indent\n  x",
    "  hello\n  \r\n  world",
    "   x\n  y\n    z",
    "",
    "\n\n",
    "  \t a\n  \t b\n  \t\tc",
    "  a\n \tb",
]
for d in dd:
    show(repr(textwrap.dedent(d)))
for s in ["a\nb\n\nc\n", "  x\r\ny\r\n\n", "a\x0bb\x0cc\rd", "one", "", "\n"]:
    show(repr(textwrap.indent(s, "> ")))
    show(repr(textwrap.indent(s, "+", lambda line: True)))
    show(repr(textwrap.indent(s, "#", lambda line: "b" in line)))
print("cases", n, file=sys.stderr)

# Subclasses overriding the splitting rules and the hooks.
import re
class CommaWrapper(textwrap.TextWrapper):
    wordsep_simple_re = re.compile(r"(,)")
cw = CommaWrapper(width=10, break_on_hyphens=False)
print(cw.wrap("alpha,beta,gamma-delta,epsilon"))
class Upper(textwrap.TextWrapper):
    def _split(self, text):
        return [c.upper() for c in super()._split(text)]
print(Upper(width=12).wrap("some words to shout at the reader"))
print(textwrap.TextWrapper(width=20).sentence_end_re.search("end.") is not None)
