def bubble(xs):
    a = xs[:]
    n = len(a)
    swaps = 0
    for i in range(n):
        swapped = False
        for j in range(n - 1 - i):
            if a[j] > a[j + 1]:
                a[j], a[j + 1] = a[j + 1], a[j]
                swaps += 1
                swapped = True
        if not swapped:
            break
    return a, swaps
def merge_sort(xs):
    if len(xs) <= 1:
        return xs[:]
    mid = len(xs) // 2
    left, right = merge_sort(xs[:mid]), merge_sort(xs[mid:])
    out = []
    i = j = 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:
            out.append(left[i])
            i += 1
        else:
            out.append(right[j])
            j += 1
    out.extend(left[i:])
    out.extend(right[j:])
    return out
def quick(xs):
    if len(xs) <= 1:
        return xs
    pivot = xs[len(xs) // 2]
    return quick([x for x in xs if x < pivot]) + [x for x in xs if x == pivot] + quick([x for x in xs if x > pivot])
def insertion(xs):
    a = list(xs)
    for i in range(1, len(a)):
        key = a[i]
        j = i - 1
        while j >= 0 and a[j] > key:
            a[j + 1] = a[j]
            j -= 1
        a[j + 1] = key
    return a
seed = 12345
data = []
for _ in range(40):
    seed = (seed * 1103515245 + 12345) % 2147483648
    data.append(seed % 100 - 50)
print(data)
b, swaps = bubble(data)
print(b, swaps)
print(merge_sort(data) == b, quick(data) == b, insertion(data) == b, sorted(data) == b)
print(merge_sort([]), quick([1]), bubble([2, 1]), insertion("dcba"))
print(merge_sort([3.5, -1.25, 2.0, 0.0]), quick(["pear", "apple", "fig"]))
