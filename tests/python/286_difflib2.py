import difflib

text1 = '''  1. Beautiful is better than ugly.
  2. Explicit is better than implicit.
  3. Simple is better than complex.
  4. Complex is better than complicated.
'''.splitlines(keepends=True)
text2 = '''  1. Beautiful is better than ugly.
  3.   Simple is better than complex.
  4. Complicated is better than complex.
  5. Flat is better than nested.
'''.splitlines(keepends=True)
d = difflib.Differ()
result = list(d.compare(text1, text2))
print("".join(result), end="")
print(result)

diff = list(difflib.ndiff("one\ntwo\nthree\n".splitlines(keepends=True),
                          "ore\ntree\nemu\n".splitlines(keepends=True)))
print("".join(diff), end="")
print("".join(difflib.restore(diff, 1)), end="")
print("".join(difflib.restore(diff, 2)), end="")
try:
    list(difflib.restore(diff, 3))
except ValueError as e:
    print(type(e).__name__, e)

cases = [
    (["a\n", "b\n", "c\n"], ["a\n", "b\n", "c\n"]),
    (["a\n", "b\n", "c\n"], []),
    ([], ["x\n", "y\n"]),
    (["abcdefg\n"], ["abcxefg\n"]),
    (["\tindented line here\n"], ["\tindented lines here\n"]),
    (["def f(x):\n", "    return x + 1\n", "\n", "print(f(2))\n"],
     ["def f(x, y=0):\n", "    return x + y + 1\n", "\n", "\n", "print(f(2, 3))\n"]),
    (["same\n", "totally different\n", "same\n"], ["same\n", "nothing alike at all!\n", "same\n"]),
    (["x\n", "common\n", "y\n"], ["p\n", "common\n", "q\n", "r\n"]),
    (["the cat sat on the mat\n", "the dog barked\n"], ["the cat sat on a mat\n", "a dog barked loudly\n"]),
    (["private Thread currentThread;\n"], ["private volatile Thread currentThread;\n"]),
    (["one two three\n", "four five six\n", "seven eight nine\n"],
     ["one two three four\n", "five six\n", "seven eight nine ten\n"]),
    (["aaaa\n", "bbbb\n"], ["bbbb\n", "aaaa\n"]),
    (["tabs\there\n"], ["tabs  here\n"]),
    (["no newline"], ["no newlines"]),
]
for a, b in cases:
    print("=" * 20)
    for line in difflib.ndiff(a, b):
        print(repr(line))
    print("-- linejunk --")
    for line in difflib.ndiff(a, b, linejunk=difflib.IS_LINE_JUNK, charjunk=None):
        print(repr(line))

# Differ on plain strings (sequences of characters) and with charjunk.
for line in difflib.Differ().compare("abcde", "abxde"):
    print(repr(line))
for line in difflib.Differ(charjunk=difflib.IS_CHARACTER_JUNK).compare(
        ["a b c d\n", "xxxx\n"], ["a  b c e\n", "xxxy\n"]):
    print(repr(line))

# A larger prose comparison.
old = """The Zen of Python, by Tim Peters
Beautiful is better than ugly.
Explicit is better than implicit.
Simple is better than complex.
Complex is better than complicated.
Flat is better than nested.
Sparse is better than dense.
Readability counts.
Special cases aren't special enough to break the rules.
Although practicality beats purity.
Errors should never pass silently.
Unless explicitly silenced.""".splitlines()
new = """The Zen of Python, by Tim Peters (abridged)
Beautiful is better than ugly.
Explicit is better than implicit!
Simple is better than complex.
Flat is better than nested.
Sparse is better than dense.
Readability really counts.
Special cases are not special enough to break the rules.
Although practicality beats purity.
In the face of ambiguity, refuse the temptation to guess.
Errors should never pass silently.
Unless explicitly silenced.""".splitlines()
for line in difflib.ndiff(old, new):
    print(line)
