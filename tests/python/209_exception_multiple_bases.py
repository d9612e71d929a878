# An exception class with several built-in exception bases is caught by each of them (it used
# to keep only the first base's line); a KeyError subclass's str is its key's repr.
class AppError(Exception): pass
class ParseError(AppError, ValueError): pass
print(issubclass(ParseError, ValueError), issubclass(ParseError, AppError), issubclass(ParseError, KeyError))
try:
    raise ParseError("bad")
except ValueError as e:
    print("caught", repr(e), isinstance(e, ValueError), isinstance(e, AppError), isinstance(e, Exception))
class Both(KeyError, ValueError): pass
class Sub(Both): pass
for cls in (Both, Sub):
    for catch in (KeyError, ValueError, LookupError, TypeError):
        try:
            try:
                raise cls("x")
            except catch:
                print(cls.__name__, "caught by", catch.__name__)
        except Exception as e:
            print(cls.__name__, "escaped", catch.__name__)
print(issubclass(Sub, ValueError), isinstance(Sub(), LookupError), str(Both("k")))
class B(KeyError, ValueError): pass
print(str(B('k')))
