def collatz(n):
    seq = [n]
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        seq.append(n)
    return seq
print(collatz(6))
print(collatz(27)[:10], len(collatz(27)), max(collatz(27)))
best, best_len = 0, 0
lengths = {1: 1}
def clen(n):
    path = []
    while n not in lengths:
        path.append(n)
        n = n // 2 if n % 2 == 0 else 3 * n + 1
    base = lengths[n]
    for k in reversed(path):
        base += 1
        lengths[k] = base
    return base
for i in range(1, 10000):
    l = clen(i)
    if l > best_len:
        best, best_len = i, l
print(best, best_len)
print([clen(i) for i in range(1, 21)])
steps = 0
n = 97
while True:
    if n == 1:
        break
    n = n >> 1 if n & 1 == 0 else n * 3 + 1
    steps += 1
print("97 takes", steps, "steps")
