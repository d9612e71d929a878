import difflib
from difflib import SequenceMatcher

pairs = [("abcd", "bcde"), ("abxcd", "abcd"), ("qabxcd", "abycdf"), ("", ""), ("abc", ""),
         ("", "abc"), ("private Thread currentThread;", "private volatile Thread currentThread;"),
         ("ab", "acab"), ("aaaa", "aa"), ("the quick brown fox", "the quack brown fix"),
         ("kitten", "sitting"), ("abcdefghij", "jihgfedcba"), ("same", "same")]
for a, b in pairs:
    s = SequenceMatcher(None, a, b)
    print(repr(a), repr(b))
    print("  ratio %.6f quick %.6f real %.6f" % (s.ratio(), s.quick_ratio(), s.real_quick_ratio()))
    print("  ", s.ratio(), s.quick_ratio(), s.real_quick_ratio())
    print("  ", s.get_matching_blocks())
    print("  ", s.get_opcodes())
    print("  ", s.find_longest_match(0, len(a), 0, len(b)), s.find_longest_match())
    for tag, i1, i2, j1, j2 in s.get_opcodes():
        print("    {:7} a[{}:{}] --> b[{}:{}] {!r:>8} --> {!r}".format(tag, i1, i2, j1, j2, a[i1:i2], b[j1:j2]))

# junk
s = SequenceMatcher(lambda x: x == " ", "private Thread currentThread;", "private volatile Thread currentThread;")
print(s.get_matching_blocks(), round(s.ratio(), 3), s.bjunk, sorted(s.bpopular))
s = SequenceMatcher(lambda x: x in " \t", " abcd", "abcd abcd")
print(s.find_longest_match(0, 5, 0, 9), s.get_opcodes())
s = SequenceMatcher(None, " abcd", "abcd abcd")
print(s.find_longest_match(0, 5, 0, 9))
m = s.find_longest_match(1, 5, 2, 9)
print(m, m.a, m.b, m.size, type(m).__name__)

# autojunk: sequences of 200+ elements where some element is "popular".
a = "a" * 50 + "b" * 150 + "xyz" * 20
b = "b" * 150 + "a" * 50 + "xyz" * 21
for aj in (True, False):
    s = SequenceMatcher(None, a, b, autojunk=aj)
    print(aj, sorted(s.bpopular), round(s.ratio(), 6), s.get_matching_blocks()[:5], len(s.get_opcodes()))
lines_a = ["line %d\n" % (i % 7) for i in range(230)]
lines_b = ["line %d\n" % (i % 5) for i in range(240)]
for aj in (True, False):
    s = SequenceMatcher(None, lines_a, lines_b, autojunk=aj)
    print(aj, len(s.bpopular), s.ratio(), s.quick_ratio(), len(s.get_matching_blocks()))
    print(s.get_opcodes()[:6])

# set_seq1/set_seq2 reuse
s = SequenceMatcher()
s.set_seq2("abcdef")
for w in ["abc", "xyz", "abcdef", "fedcba", "bcd"]:
    s.set_seq1(w)
    print(w, s.ratio(), s.get_opcodes())
s.set_seqs("hello world", "yellow word")
print(s.ratio(), list(s.get_grouped_opcodes(1)))
print(list(SequenceMatcher(None, "abc", "abc").get_grouped_opcodes()))
print(list(SequenceMatcher(None, "", "").get_grouped_opcodes()))
print(list(SequenceMatcher(None, list(range(30)), list(range(5)) + [99] + list(range(6, 25)) + [77]).get_grouped_opcodes(2)))
# Lists of arbitrary hashables
s = SequenceMatcher(None, [1, 2, (3, 4), "x", None], [2, (3, 4), "y", None, 1])
print(s.get_opcodes(), s.ratio())

words = ["ape", "apple", "peach", "puppy", "apply", "appel", "applesauce", "happy", "pineapple", "maple"]
print(difflib.get_close_matches("appel", words))
print(difflib.get_close_matches("appel", words, n=5, cutoff=0.3))
print(difflib.get_close_matches("wheel", ["while", "wheat", "whale", "heel", "what"], n=2))
print(difflib.get_close_matches("xyz", words))
kw = ["False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue",
      "def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import",
      "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while",
      "with", "yield"]
for w in ["wheel", "pritn", "retrun", "lamda", "improt", "esle", "defn", "Flase"]:
    print(w, difflib.get_close_matches(w, kw), difflib.get_close_matches(w, kw, n=1, cutoff=0.8))
for n, c in [(0, 0.5), (3, 1.5), (3, -0.1)]:
    try:
        difflib.get_close_matches("x", ["x"], n=n, cutoff=c)
    except ValueError as e:
        print(type(e).__name__, e)
print(difflib.IS_CHARACTER_JUNK(" "), difflib.IS_CHARACTER_JUNK("\t"), difflib.IS_CHARACTER_JUNK("x"),
      difflib.IS_CHARACTER_JUNK("\n"))
for l in ["", "\n", "  #  \n", "#", " # x", "x", "\t\n", "##"]:
    print(repr(l), difflib.IS_LINE_JUNK(l))
