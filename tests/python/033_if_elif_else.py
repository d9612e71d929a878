def classify(n):
    if n < 0:
        return "negative"
    elif n == 0:
        return "zero"
    elif n < 10:
        return "small"
    elif n < 100:
        return "medium"
    else:
        return "large"
for n in [-5, 0, 3, 42, 1000]:
    print(n, classify(n))
x = 7
if x:
    print("truthy")
if not x:
    print("never")
else:
    print("else branch")
if x > 5:
    if x > 6:
        print("nested both")
    else:
        print("nested outer only")
if []:
    print("empty list is true?")
elif {}:
    print("empty dict is true?")
elif "":
    print("empty str true?")
else:
    print("all empty falsy")
if x == 7: print("one-line if")
for v in [None, 0, "", "a", [1]]:
    if v is None:
        print(repr(v), "is None")
    elif v:
        print(repr(v), "truthy")
    else:
        print(repr(v), "falsy")
grade = 85
if grade >= 90: letter = "A"
elif grade >= 80: letter = "B"
else: letter = "C"
print(letter)
