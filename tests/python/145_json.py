# Python's json (written in gpa): dumps with indent, separators, sort_keys, ensure_ascii and
# default; loads of nested documents, escapes and numbers; errors as ValueError/TypeError.
import json

doc = {"name": "run-1", "ok": True, "skip": None, "vals": [1, 2.5, -3e-7, 1e22], "nested": {"b": [], "a": {}}, "t": (1, 2)}
print(json.dumps(doc))
print(json.dumps(doc, indent=2, sort_keys=True))
print(json.dumps([1, [2, {"x": "y"}]], indent="\t"), json.dumps({"a": 1, "b": 2}, separators=(",", ":")))
print(json.dumps("tab\there \"q\" back\\slash \u00e9 \U0001f600"), json.dumps("é", ensure_ascii=False))
print(json.dumps({1: "i", 2.5: "f", True: "b", None: "n"}), json.dumps(float("nan")), json.dumps([float("inf"), -float("inf")]))
print(json.dumps({"s": {1, 2}}, default=sorted), json.dumps(3.0), json.dumps(10 ** 18), json.dumps(""))
back = json.loads(json.dumps(doc))
print(back, back == {**doc, "t": [1, 2]})
print(json.loads('  {"a": [1, 2.0, -0.5e2, true, false, null], "b": "\\u00e9\\n\\ud83d\\ude00", "c": {}}  '))
print(json.loads("[]"), json.loads('"x"'), json.loads("-12"), json.loads("NaN"), json.loads("[1e3, 2E-2]"))
for bad in ["", "[1, 2", '{"a" 1}', "[1,]", "tru", '{"a": 1} x', '{1: 2}', '"abc']:
    try:
        json.loads(bad)
    except ValueError as e:
        print("ValueError", e)
for bad in [lambda: json.dumps({"x": {1, 2}}), lambda: json.dumps({(1, 2): 3})]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
# (The message's wording changed in CPython 3.12: the type only.)
try:
    json.dumps(float("nan"), allow_nan=False)
except ValueError as e:
    print("ValueError")
