import shlex
import os
import tempfile

# Edge cases: type errors, debug output, source inclusion, wordchars changes.
for v in [5, None, 0, [], b"x y", 3.5]:
    try:
        print(repr(shlex.quote(v)))
    except TypeError as e:
        print(type(e).__name__, e)
try:
    shlex.join(["a", 5])
except TypeError as e:
    print(type(e).__name__, e)

lex = shlex.shlex("a 'b c' d", posix=True)
lex.debug = 2
print(list(lex))
lex = shlex.shlex("x y")
lex.debug = 1
lex.push_token("p")
print(lex.get_token(), lex.get_token(), repr(lex.get_token()))

d = tempfile.mkdtemp()
inc = os.path.join(d, "inc.txt")
with open(inc, "w") as f:
    f.write("included tokens # c\nhere")
main = os.path.join(d, "main.txt")
with open(main, "w") as f:
    f.write('start source "inc.txt" end')
with open(main) as fh:
    lex = shlex.shlex(fh, infile=main)
    lex.source = "source"
    toks = []
    while True:
        t = lex.get_token()
        if not t:
            break
        toks.append((t, lex.lineno, os.path.basename(lex.infile)))
    print(toks)
lex = shlex.shlex("one\ntwo three", infile="cfg.txt")
lex.get_token(); lex.get_token()
print(lex.error_leader(), lex.error_leader("other", 9))
lex = shlex.shlex("a.b-c d/e", posix=True)
print(list(lex))
lex = shlex.shlex("a.b-c d/e", posix=True)
lex.wordchars += ".-/"
print(list(lex))
lex = shlex.shlex("a|b 'q'|c", posix=True)
lex.quotes = "|"
print(list(lex))
lex = shlex.shlex('a "b\\"c" \'d\\\'', posix=True)
lex.escapedquotes = "\"'"
try:
    print(list(lex))
except ValueError as e:
    print(type(e).__name__, e)
lex = shlex.shlex("a^ b c^^d", posix=True)
lex.escape = "^"
lex.whitespace_split = True
print(list(lex))
print(shlex.split("a b\\\nc"), shlex.split("'x''y'\"z\""), shlex.split('"\\\\"'), shlex.split("'\\\\'"))
print(shlex.split("--name=\"John Smith\" --path='C:\\Program Files'"))
print(shlex.split("find . -name '*.py' -exec grep -l 'TODO' {} \\;"))
print(shlex.split("ssh host 'cd /tmp && ls -la | head -5'"))
print(shlex.join(shlex.split("git commit -m 'fix: handle \"quoted\" input'")))
