def convert(s):
    try:
        return int(s)
    except ValueError:
        raise RuntimeError("bad input " + repr(s))
try:
    convert("12x")
except RuntimeError as e:
    print(e)
print(convert("12"))
try:
    try:
        raise ValueError("first")
    except ValueError:
        raise KeyError("second")
except KeyError as e:
    print("final:", e)
err = ValueError("stored")
try:
    raise err
except ValueError as e:
    print(e, e is err)
def cleanup_then_raise():
    try:
        raise ValueError("original")
    except ValueError as e:
        print("handling", e)
        raise RuntimeError("wrapped: " + str(e))
    finally:
        print("cleanup runs")
try:
    cleanup_then_raise()
except RuntimeError as e:
    print("caught", type(e).__name__, e)
def reraise_other():
    try:
        {}["key"]
    except KeyError:
        try:
            [][1]
        except IndexError as inner:
            print("inner", inner)
        raise
try:
    reraise_other()
except KeyError as e:
    print("re-raised outer KeyError", e)
