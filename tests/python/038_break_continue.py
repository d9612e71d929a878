for i in range(10):
    if i % 3 == 0:
        continue
    if i > 7:
        break
    print(i)
result = []
for i in range(3):
    for j in range(3):
        if j == i:
            continue
        if j > i + 1:
            break
        result.append((i, j))
print(result)
found = None
for row in [[1, 2], [3, 4], [5, 6]]:
    for v in row:
        if v == 4:
            found = v
            break
    if found is not None:
        break
print("found", found)
i = 0
while i < 10:
    i += 1
    if i % 2:
        continue
    print("even", i)
words = ["keep", "skip", "keep2", "stop", "never"]
for w in words:
    if w == "skip":
        continue
    elif w == "stop":
        break
    print(w)
for i in range(5):
    try:
        if i == 1:
            continue
        if i == 3:
            break
        print("body", i)
    finally:
        print("finally", i)
