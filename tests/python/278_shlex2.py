import shlex

# Realistic: parse a command line into argv, options and redirections.
cmdline = """python3 train.py --epochs 10 --lr=0.001 --name "my run #1" -v \\
  --data '/path/with spaces/data.csv' --tag a --tag 'b c' > log.txt  # train it"""
argv = shlex.split(cmdline, comments=True)
print(argv)
opts = {}
pos = []
i = 0
while i < len(argv):
    a = argv[i]
    if a.startswith("--"):
        if "=" in a:
            k, v = a[2:].split("=", 1)
        elif i + 1 < len(argv) and not argv[i + 1].startswith("-"):
            k, v = a[2:], argv[i + 1]
            i += 1
        else:
            k, v = a[2:], True
        opts.setdefault(k, []).append(v)
    elif a.startswith("-"):
        opts[a[1:]] = [True]
    else:
        pos.append(a)
    i += 1
for k in sorted(opts):
    print(k, opts[k])
print(pos)
print(shlex.join(argv))

# The shlex class directly: non-posix tokens.
lex = shlex.shlex("a = b + c; print('x y') # comment\nnext line")
toks = []
while True:
    t = lex.get_token()
    if t == lex.eof:
        break
    toks.append((t, lex.lineno))
print(toks)

lex = shlex.shlex("a = b + c; print('x y') # comment\nnext line", posix=True)
print(list(lex))
lex = shlex.shlex("foo-bar baz.qux 'q w'", posix=True)
lex.whitespace_split = True
print(list(lex))
lex = shlex.shlex("key1=val1,key2=val2;  key3 = 'val 3'", posix=True)
lex.whitespace = ",;"
lex.whitespace_split = True
print(list(lex))
lex = shlex.shlex("a // b ; c % d", posix=True)
lex.commenters = "%"
print(list(lex))
lex = shlex.shlex("one two three")
print(lex.get_token())
lex.push_token("pushed")
print(lex.get_token(), lex.get_token(), lex.get_token(), repr(lex.get_token()))
print(lex.error_leader("file.cfg", 3), lex.error_leader())
lex = shlex.shlex("a && b || c; (d|e) > f 2>&1", punctuation_chars=True)
print(list(lex))
lex = shlex.shlex("ls -la ~/dir/*.txt|wc -l", posix=True, punctuation_chars=True)
print(list(lex), lex.punctuation_chars)
lex = shlex.shlex("a<b>c", punctuation_chars="<>")
print(list(lex))
lex = shlex.shlex('x "a \\" b" \'c \\ d\' e\\f', posix=True)
print(list(lex))
lex = shlex.shlex('x "a \\" b" e\\f')
print(list(lex))
lex = shlex.shlex("w1 w2\nw3\n\nw4", posix=True)
for tok in lex:
    print(tok, lex.lineno)
lex = shlex.shlex("α β γ", posix=True)
print(list(lex))
lex = shlex.shlex("α β γ")
print(list(lex))
lex = shlex.shlex("source other 'x'")
print(lex.get_token(), lex.eof == "", lex.posix, repr(lex.commenters), lex.quotes)
lex = shlex.shlex("cfg = 1", posix=True)
print(lex.eof, lex.infile, lex.state, lex.token == "")
import io
lex = shlex.shlex(io.StringIO("from stream 'x y'"), posix=True)
print(list(lex))
