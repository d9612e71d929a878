five = 5
nothing = None
word = "f"
lst = [1, 2]
cases = [
    ("int + str", lambda: 1 + "a"),
    ("str + int", lambda: "a" + 1),
    ("list + tuple", lambda: [1] + (2,)),
    ("list + str", lambda: [1] + "s"),
    ("str - str", lambda: "a" - "b"),
    ("int * None", lambda: 3 * None),
    ("None + None", lambda: None + None),
    ("str * float", lambda: "ab" * 2.5),
    ("int / str", lambda: 1 / "x"),
    ("dict + dict", lambda: {} + {}),
    ("int < str", lambda: 1 < "a"),
    ("str > list", lambda: "a" > [1]),
    ("subscript int", lambda: five[0]),
    ("subscript None", lambda: nothing[0]),
    ("call int", lambda: five()),
    ("call str", lambda: word()),
    ("call list", lambda: lst()),
    ("len int", lambda: len(5)),
    ("iterate int", lambda: [x for x in 7]),
    ("list index str", lambda: lst[word]),
    ("unhashable key", lambda: {[1]: 2}),
    ("sort mixed", lambda: sorted([1, "a"])),
    ("neg str", lambda: -"a"),
    ("float % str", lambda: 2.5 % "x"),
    ("int & float", lambda: 1 & 1.5),
    ("abs str", lambda: abs("x")),
]
for name, fn in cases:
    try:
        print(name, fn())
    except TypeError as e:
        print(name, "-> TypeError:", e)
s = "abc"
try:
    s[0] = "z"
except TypeError as e:
    print("TypeError:", e)
t = (1, 2)
try:
    t[0] = 5
except TypeError as e:
    print("TypeError:", e)
try:
    x = 5
    x += "s"
except TypeError as e:
    print("TypeError:", e)
print("%s" % "ok", "done")
