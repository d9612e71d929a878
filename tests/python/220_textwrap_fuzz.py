# Random texts (a fixed LCG, so both interpreters see the same) wrapped with random options.
import sys
import textwrap

state = [12345]
def rnd(n):
    state[0] = (state[0] * 1103515245 + 12345) % 2147483648
    return (state[0] >> 8) % n

pieces = ["a", "b", "ab", "well", "known", "-", "--", " ", "  ", "\t", "\n", ".", "!", "?", "'", '"',
          "x", "1", "23", "é", "Z", ",", "e-mail", "foo-bar-baz", "http://x.org/a-b", "\xa0", "_", "Mr.", "end."]
n = 0
for case in range(3000):
    t = "".join(pieces[rnd(len(pieces))] for _ in range(rnd(40)))
    w = 1 + rnd(30)
    kw = {}
    if rnd(2): kw["break_on_hyphens"] = False
    if rnd(3) == 0: kw["break_long_words"] = False
    if rnd(3) == 0: kw["drop_whitespace"] = False
    if rnd(4) == 0: kw["fix_sentence_endings"] = True
    if rnd(4) == 0: kw["replace_whitespace"] = False
    if rnd(4) == 0: kw["expand_tabs"] = False
    if rnd(4) == 0: kw["tabsize"] = rnd(6)
    if rnd(3) == 0: kw["initial_indent"] = " " * rnd(4) + "*"
    if rnd(3) == 0: kw["subsequent_indent"] = "." * rnd(5)
    if rnd(3) == 0: kw["max_lines"] = 1 + rnd(4)
    if rnd(4) == 0: kw["placeholder"] = ["", "~", " ...", "  [more]"][rnd(4)]
    # CPython loops forever when an indent is longer than the width: keep them shorter.
    for k in ("initial_indent", "subsequent_indent"):
        if k in kw and len(kw[k]) > w:
            kw[k] = kw[k][:w]
    try:
        r = textwrap.wrap(t, w, **kw)
    except ValueError as e:
        r = "ValueError: " + str(e)
    n += 1
    print(case, repr(r))
    if rnd(4) == 0:
        try:
            r = textwrap.shorten(t, w + 5, placeholder=["...", " [...]", "-"][rnd(3)])
        except ValueError as e:
            r = "ValueError: " + str(e)
        n += 1
        print(case, "s", repr(r))
    if rnd(4) == 0:
        n += 1
        print(case, "d", repr(textwrap.dedent(t.replace("\n", "\n" + " " * rnd(3)))))
print("cases", n, file=sys.stderr)
