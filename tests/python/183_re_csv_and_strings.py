# re with look-around and backreferences (fancy-regex) and Python 3.7's empty matches; csv dialects,
# escapechar and doublequote; str.maketrans/translate/format_map/casefold/splitlines, unbound
# methods of builtin types (key=str.lower), string.Template; dataclass fields inherited with
# their default_factory; slotted instances have no __dict__.
import re
print(re.split(r'x*', 'axbc'))
print(re.split(r'\s*', 'a b'))
print(re.findall(r'x*', 'axb'), re.sub(r'x*', '-', 'axb'), re.sub(r'x*', '-', 'abxd'))
print(re.split(r'\b', 'hi there!'), re.findall(r'\b', 'ab cd'))
print(re.sub('', '-', 'abc'), re.split('', 'abc'), re.findall('a*', 'baaac'))
print([m.span() for m in re.finditer(r'a*', 'baaacaa')])
print(re.split(r'(,)\s*', 'a, b,c'))
print(re.sub(r'\d*', 'N', 'ab12c'), re.findall(r'é*', 'aéé'))
import re
print(re.subn(r'(?=b)', '^', 'abab'), re.findall(r'(?<=\$)\d+', 'cost $30 and $45'))
print(re.sub(r'(\w)\1', r'<\1\1>', 'aabbcd'), re.search(r'(?P<q>["\']).*?(?P=q)', 'say "hi" now').group())
print(re.findall(r'\b(?!the\b)\w+', 'the cat the hat'), re.split(r'(?<=[.!?])\s+', 'Hi. Ok! Yes? no'))
print(re.sub(r'(?<!\d)(\d{3})(?!\d)', r'[\1]', '1234 567 89 012'))
print(re.match(r'(a+)+b', 'aaab').group(), re.fullmatch(r'\d+', '123'), re.fullmatch(r'\d+', '12a'))
print(re.findall(r'(?i)hello', 'Hello HELLO'), re.compile(r'^\w+$', re.M).findall('ab\ncd'))
try:
    re.compile('(')
except Exception as e:
    print("error")
import csv, io
for kw in [dict(escapechar='\\'), dict(escapechar='\\', doublequote=False), dict(escapechar='\\', quoting=csv.QUOTE_NONE), dict(quoting=csv.QUOTE_NONE, escapechar='$')]:
    out = io.StringIO(); w = csv.writer(out, **kw); w.writerow(['p,q', 'x"y', 'a\\b', 'n\nl', 3.5, None, '']); print(kw, repr(out.getvalue()))
out = io.StringIO()
try:
    csv.writer(out, quoting=csv.QUOTE_NONE).writerow(['a,b'])
except csv.Error as e: print('err', e)
print(list(csv.reader(io.StringIO('a\\,b,"c\\"d"\n'), escapechar='\\')))
print(list(csv.reader(io.StringIO('a\\,b,c\n'), quoting=csv.QUOTE_NONE, escapechar='\\')))
print(csv.list_dialects(), csv.get_dialect('excel-tab').delimiter, csv.excel.lineterminator == '\r\n')
csv.register_dialect('pipes', delimiter='|', quoting=csv.QUOTE_ALL)
out = io.StringIO(); csv.writer(out, 'pipes').writerow([1, 'a']); print(repr(out.getvalue()))
out = io.StringIO(); csv.writer(out, dialect=csv.unix_dialect).writerow([1, 'a']); print(repr(out.getvalue()))
print(list(csv.reader(['x|y'], 'pipes')), list(csv.reader(['x;y'], delimiter=';')))
class D(csv.Dialect):
    delimiter = ':'; quotechar = "'"; doublequote = True; skipinitialspace = False; lineterminator = '\n'; quoting = csv.QUOTE_MINIMAL
out = io.StringIO(); csv.writer(out, D).writerow(["a'b", 'c:d']); print(repr(out.getvalue()))
print(list(csv.reader(io.StringIO("a\tb\n"), dialect='excel-tab')))
out = io.StringIO(); csv.writer(out).writerow(['']); csv.writer(out).writerow([]); csv.writer(out).writerow(['', '']); print(repr(out.getvalue()))
out = io.StringIO(); w = csv.DictWriter(out, ['a', 'b'], dialect='excel-tab'); w.writeheader(); w.writerow({'a': 1, 'b': 'x y'}); print(repr(out.getvalue()))
print(list(csv.DictReader(io.StringIO(out.getvalue()), dialect='excel-tab')))
try: csv.reader([], foo=1)
except TypeError as e: print(e)
try: csv.get_dialect('nope')
except csv.Error as e: print(e)
import string
print("Hello, World!".translate(str.maketrans('', '', string.punctuation)))
print("abc".translate(str.maketrans("ab", "xy")), "abc".translate({97: None, 98: "BB"}), "abc".translate(str.maketrans({"a": "1", "c": None})))
print("Straße ﬁne ΣΑΣ".casefold(), "a\x0bb\x1cc\u2028d\r\ne\rf".splitlines(), "x\ny\n".splitlines(True))
print(sorted(["b", "C", "a"], key=str.lower), list(map(str.strip, [" a ", "b "])), list(map(str.upper, "ab")))
print("{a}-{b}".format_map({"a": 1, "b": 2}), dict.get({"k": 1}, "k"), set.union({1}, {2}))
x = []; list.append(x, 3); print(x, str.join(",", ["a", "b"]), int.bit_length(255), float.is_integer(2.0))
try: str.lower(3)
except TypeError as e: print(e)
try: str.maketrans("ab", "c")
except ValueError as e: print(e)
from string import Template
t = Template("$who likes ${what}, costs $$5")
print(t.substitute(who="tim", what="kung pao"), t.substitute({"who": "a"}, what="b"), t.get_identifiers())
print(Template("$a and $b").safe_substitute(a=1), Template("x $ y").safe_substitute())
try: Template("$a").substitute()
except KeyError as e: print("KeyError", e)
try: Template("ab\n $ y").substitute()
except ValueError as e: print(e)
class P:
    __slots__ = ('x',)
    def __init__(self): self.x = 1
print(hasattr(P(), '__dict__'))   # CPython False, gpa True (prints {'x': 1} for vars())
from dataclasses import dataclass, field
@dataclass
class Base:
    name: str
    tags: list = field(default_factory=list)
@dataclass
class Child(Base):          # parent's default_factory is lost in the subclass
    extra: int = 5
print(Child("x"))     # gpa: TypeError Child.__init__() missing 1 required positional argument: 'tags'
class P:
    __slots__ = ("x",)
    def __init__(self): self.x = 1
try: print(vars(P()))
except TypeError as e: print(e)
