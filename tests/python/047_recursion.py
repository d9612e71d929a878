def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
print([fact(i) for i in range(11)], fact(20))
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)
print([fib(i) for i in range(15)])
def hanoi(n, src, dst, via, moves):
    if n == 0:
        return
    hanoi(n - 1, src, via, dst, moves)
    moves.append((src, dst))
    hanoi(n - 1, via, dst, src, moves)
mv = []
hanoi(3, "A", "C", "B", mv)
print(len(mv), mv)
def flatten(x):
    if not isinstance(x, list):
        return [x]
    out = []
    for item in x:
        out.extend(flatten(item))
    return out
print(flatten([1, [2, [3, [4, 5]], 6], [[7]]]))
def permutations(xs):
    if len(xs) <= 1:
        return [xs[:]]
    res = []
    for i in range(len(xs)):
        for p in permutations(xs[:i] + xs[i + 1:]):
            res.append([xs[i]] + p)
    return res
print(permutations([1, 2, 3]))
def is_even(n):
    return True if n == 0 else is_odd(n - 1)
def is_odd(n):
    return False if n == 0 else is_even(n - 1)
print(is_even(10), is_odd(7), is_even(7))
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
print(depth(500))
def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))
print(ackermann(2, 3))
def power_set(s):
    if not s:
        return [[]]
    rest = power_set(s[1:])
    return rest + [[s[0]] + r for r in rest]
print(power_set(["a", "b", "c"]))
