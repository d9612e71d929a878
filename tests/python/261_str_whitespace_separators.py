# Python's whitespace includes U+001C..U+001F (isspace, split, strip), as CPython's str.
print("\x1c".isspace(), "a\x1fb c".split(), "\x1cab\x1d".strip(), "a\x1eb".split(None, 1), "a\x1eb x".rsplit(None, 1), "\u200b".isspace(), " \xa0x".strip())
