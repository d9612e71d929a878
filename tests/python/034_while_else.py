i = 0
while i < 5:
    print("i =", i)
    i += 1
else:
    print("while finished normally, i =", i)
j = 0
while j < 10:
    if j == 3:
        print("breaking at", j)
        break
    j += 1
else:
    print("not printed")
print("after break, j =", j)
k = 10
while k < 5:
    print("never")
else:
    print("else runs even with zero iterations")
n = 0
total = 0
while True:
    n += 1
    if n % 2 == 0:
        continue
    if n > 9:
        break
    total += n
print("sum of odds below 10:", total)
count = 3
while count:
    print("countdown", count)
    count -= 1
outer = 0
while outer < 3:
    inner = 0
    while inner < 3:
        if inner == outer:
            break
        print(outer, inner)
        inner += 1
    else:
        print("inner else", outer)
    outer += 1
stack = [1, 2, 3]
while stack:
    print("pop", stack.pop())
