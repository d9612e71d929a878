def bsearch(xs, target):
    lo, hi = 0, len(xs) - 1
    steps = 0
    while lo <= hi:
        steps += 1
        mid = (lo + hi) // 2
        if xs[mid] == target:
            return mid, steps
        elif xs[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1, steps
def lower_bound(xs, target):
    lo, hi = 0, len(xs)
    while lo < hi:
        mid = (lo + hi) // 2
        if xs[mid] < target:
            lo = mid + 1
        else:
            hi = mid
    return lo
data = [x * 3 for x in range(50)]
for t in [0, 3, 72, 147, 148, -1, 1000]:
    print(t, bsearch(data, t), lower_bound(data, t))
dups = [1, 2, 2, 2, 3, 5, 5, 8]
print([lower_bound(dups, t) for t in range(10)])
def sqrt_bisect(x, eps=1e-12):
    lo, hi = 0.0, max(1.0, x)
    it = 0
    while hi - lo > eps:
        mid = (lo + hi) / 2
        if mid * mid < x:
            lo = mid
        else:
            hi = mid
        it += 1
    return round((lo + hi) / 2, 9), it
print(sqrt_bisect(2), sqrt_bisect(81), sqrt_bisect(0.25))
def isqrt(n):
    lo, hi = 0, min(n, 3037000499)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if mid * mid <= n:
            lo = mid
        else:
            hi = mid - 1
    return lo
print([isqrt(n) for n in [0, 1, 15, 16, 17, 99, 100, 10 ** 12, 3037000499 ** 2]])
