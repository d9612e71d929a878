import shlex

cases = [
    "a b c",
    "  leading and trailing   ",
    "foo 'bar baz' \"qux quux\"",
    "echo \"hello \\\"world\\\"\"",
    "echo 'it'\"'\"'s'",
    "a\\ b c\\\\d",
    "x='1 2' y=\"3 4\"",
    "cmd --opt=value -f file.txt # a comment",
    "ls *.py | grep foo > out.txt",
    "''",
    "\"\"",
    "a '' b",
    "a\"b\"c",
    "'a\\b'",
    "\"a\\b\\$c\\`d\"",
    "tab\tsep\nnewline",
    "unicode: héllo wörld ñ",
    "",
    "   ",
    "a#b # c",
    "\\#notcomment",
    "trailing\\ ",
]
for c in cases:
    for comments in (False, True):
        try:
            print(repr(c), comments, shlex.split(c, comments=comments))
        except Exception as e:
            print(repr(c), comments, type(e).__name__, e)
    try:
        print("  nonposix:", shlex.split(c, posix=False))
    except Exception as e:
        print("  nonposix:", type(e).__name__, e)

for bad in ["'unterminated", "\"also", "end\\", "a 'b c"]:
    try:
        print(shlex.split(bad))
    except ValueError as e:
        print(type(e).__name__, e)
    try:
        print(shlex.split(bad, posix=False))
    except ValueError as e:
        print(type(e).__name__, e)

words = ["", "simple", "with space", "it's", "a\"b", "$HOME", "semi;colon", "tab\there",
         "new\nline", "@%+=:,./-", "ünï", "*", "~user", "a'b'c", "'"]
for w in words:
    q = shlex.quote(w)
    print(repr(w), "->", q, shlex.split(q) == [w] if w else shlex.split(q))
print(shlex.join(words))
print(shlex.split(shlex.join(words)) == words)
print(shlex.join(["ls", "-l", "My Documents"]))
