# textwrap against CPython: wrap/fill with long words broken to fill the line, indents,
# shorten, dedent, indent.
import textwrap
text = "The quick brown fox jumps over the lazy dog. " * 4 + "Supercalifragilisticexpialidocious words get broken when needed."
print(textwrap.wrap(text, 30))
print(textwrap.fill(text, 42))
print(textwrap.fill("a b c d e f g", 5), textwrap.wrap("", 10), textwrap.wrap("   spaced    out   ", 8))
print(textwrap.fill(text[:80], 25, initial_indent="* ", subsequent_indent="  "))
print(textwrap.shorten("Hello  world, this is a long sentence", 20), textwrap.shorten("short", 20))
code = """
    def f():
        return 1

    x = 2
"""
print(repr(textwrap.dedent(code)), repr(textwrap.indent("a\n\nb\n", "> ")))
print(textwrap.wrap("abcdefghijklmnop", 5), textwrap.wrap("ab abcdefghijk", 6))
