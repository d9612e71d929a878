s1 = 'single'
s2 = "double"
s3 = '''triple
single'''
s4 = """triple
double"""
r1 = r'raw\nstring'
r2 = R"C:\path\to"
print(s1, s2)
print(s3)
print(s4)
print(r1, len(r1))
print(r2)
print("esc: \\ \' \" \t| \n.")
print("hex \x41 \x62 octal \101 \0end", len("\0"))
print("unicode \u00e9 \u4e2d", len("\u00e9"))
print('it\'s', "say \"hi\"")
print("implicit" " concat" ' works')
s = ("multi "
     "line "
     "concat")
print(s)
print("a\
b")
print(repr("tab\there"), repr('new\nline'), repr("back\\slash"))
print(repr("it's"), repr('say "x"'), repr("both ' and \""))
print(repr(r"\d+"), len(r"\d+"))
print("" == '', len(""), repr(""))
print("""has 'single' and "double" """)
print('x' * 3, 3 * 'ab', 'a' + 'b')
print("\r\n" == "\r\n", len("\r\n"))
print(repr("\x00\x07\x1b"))
print("é中", len("é中"))
