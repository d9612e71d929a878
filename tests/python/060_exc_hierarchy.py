errors = [ValueError("v"), TypeError("t"), KeyError("k"), IndexError("i"),
          ZeroDivisionError("z"), RuntimeError("r"), AssertionError("a"),
          NotImplementedError("n"), NameError("nm"), AttributeError("at")]
for err in errors:
    try:
        raise err
    except Exception as e:
        print("Exception caught", type(e).__name__, str(e))
for err in errors:
    try:
        raise err
    except (ValueError, KeyError) as e:
        print("VK:", type(e).__name__, e)
    except (TypeError, IndexError, ZeroDivisionError):
        print("TIZ:", type(err).__name__)
    except Exception:
        print("other:", type(err).__name__)
print(isinstance(ValueError(), Exception), isinstance(ValueError(), TypeError))
e1 = ValueError("msg")
print(type(e1).__name__, str(e1), repr(e1))
print(repr(KeyError("k")), repr(RuntimeError()), str(RuntimeError()))
print(str(ValueError(42)), str(KeyError(42)), str(KeyError("a b")))
