assert True
assert 1 == 1, "never shown"
try:
    assert 1 == 2, "one is not two"
except AssertionError as e:
    print("AssertionError:", e)
try:
    assert False
except AssertionError as e:
    print("bare AssertionError: [" + str(e) + "]")
def check_positive(n):
    assert n > 0, f"expected positive, got {n}"
    return n
print(check_positive(5))
try:
    check_positive(-3)
except AssertionError as e:
    print("caught:", e)
try:
    x = []
    assert x, "list is empty"
except AssertionError as e:
    print(type(e).__name__, e)
try:
    assert len("abc") == 4, ("tuple", "message")
except AssertionError as e:
    print(e)
try:
    assert 0
except Exception as e:
    print("caught as Exception:", type(e).__name__)
for v in [1, 2, 0, 3]:
    try:
        assert v, "zero found"
        print("ok", v)
    except AssertionError as e:
        print("failed", v, e)
