memo = {0: 0, 1: 1}
def fib(n):
    if n in memo:
        return memo[n]
    memo[n] = fib(n - 1) + fib(n - 2)
    return memo[n]
print([fib(i) for i in range(20)])
print(fib(90))
print(len(memo), max(memo), memo[50])
def fib_iter(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a
print(all(fib(i) == fib_iter(i) for i in range(91)))
calls = 0
def fib_slow(n):
    global calls
    calls += 1
    return n if n < 2 else fib_slow(n - 1) + fib_slow(n - 2)
print(fib_slow(15), calls)
def make_memo(f):
    cache = {}
    def wrapped(n):
        if n not in cache:
            cache[n] = f(n)
        return cache[n]
    return wrapped
def tri(n):
    return 0 if n == 0 else n + tri_m(n - 1)
tri_m = make_memo(tri)
print(tri_m(100), tri_m(10))
ratios = [fib(i + 1) / fib(i) for i in range(1, 30, 7)]
print(ratios)
even_sum = sum(f for f in (fib(i) for i in range(60)) if f % 2 == 0 and f < 4000000)
print(even_sum)
