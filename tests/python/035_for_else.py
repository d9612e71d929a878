for i in range(3):
    print("loop", i)
else:
    print("else after loop")
for n in range(2, 20):
    for d in range(2, n):
        if n % d == 0:
            print(n, "=", d, "*", n // d)
            break
    else:
        print(n, "is prime")
for x in []:
    print("never")
else:
    print("else with empty iterable")
for ch in "hello":
    if ch == "l":
        print("found l")
        break
else:
    print("no l")
for ch in "world!":
    if ch == "z":
        break
else:
    print("no z in world!")
def find(items, target):
    for idx, item in enumerate(items):
        if item == target:
            return idx
    else:
        return -1
print(find([4, 5, 6], 6), find([4, 5, 6], 7))
i = "unchanged"
for i in range(4):
    pass
print("loop var after loop:", i)
