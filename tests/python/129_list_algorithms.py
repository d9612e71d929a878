def rotate(xs, k):
    if not xs:
        return xs
    k %= len(xs)
    return xs[-k:] + xs[:-k] if k else xs[:]
def dedupe(xs):
    seen = set()
    out = []
    for x in xs:
        if x not in seen:
            seen.add(x)
            out.append(x)
    return out
def chunk(xs, n):
    return [xs[i:i + n] for i in range(0, len(xs), n)]
def flatten(xss):
    return [x for xs in xss for x in xs]
def running(xs):
    out, acc = [], 0
    for x in xs:
        acc += x
        out.append(acc)
    return out
def window_max(xs, k):
    return [max(xs[i:i + k]) for i in range(len(xs) - k + 1)]
def partition(xs, pred):
    yes, no = [], []
    for x in xs:
        (yes if pred(x) else no).append(x)
    return yes, no
def interleave(a, b):
    out = []
    for i in range(max(len(a), len(b))):
        if i < len(a):
            out.append(a[i])
        if i < len(b):
            out.append(b[i])
    return out
data = [5, 3, 8, 3, 1, 8, 9, 2, 5, 7]
print(rotate(data, 3), rotate(data, -2), rotate(data, 10), rotate([], 1))
print(dedupe(data), dedupe("mississippi"))
print(chunk(data, 3), chunk([], 2), chunk("abcdefg", 2))
print(flatten(chunk(data, 4)) == data, flatten([[1], [], [2, [3]]]))
print(running(data), running([0.5] * 4))
print(window_max(data, 3))
print(partition(data, lambda v: v % 2 == 0))
print(interleave([1, 2, 3], "ab"), interleave([], [1]))
m = data[:]
m.reverse()
print(m, data[::-1] == m)
second = sorted(set(data))[-2]
print("second largest", second)
pairs = [(i, j) for i in range(len(data)) for j in range(i + 1, len(data)) if data[i] + data[j] == 10]
print(pairs)
freq = {}
for v in data:
    freq[v] = freq.get(v, 0) + 1
print(sorted(freq.items(), key=lambda kv: (-kv[1], kv[0])))
print([v for v, c in freq.items() if c > 1])
zipped = list(zip(data[::2], data[1::2]))
print(zipped, [a - b for a, b in zipped])
