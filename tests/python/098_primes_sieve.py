def sieve(n):
    is_p = [True] * (n + 1)
    is_p[0] = is_p[1] = False
    i = 2
    while i * i <= n:
        if is_p[i]:
            for j in range(i * i, n + 1, i):
                is_p[j] = False
        i += 1
    return [k for k in range(n + 1) if is_p[k]]
ps = sieve(100)
print(ps, len(ps))
big = sieve(10000)
print(len(big), big[-5:], sum(big))
def is_prime(n):
    if n < 2:
        return False
    if n % 2 == 0:
        return n == 2
    d = 3
    while d * d <= n:
        if n % d == 0:
            return False
        d += 2
    return True
print(all(is_prime(p) for p in big), [n for n in range(90, 110) if is_prime(n)])
def factorize(n):
    out = {}
    d = 2
    while d * d <= n:
        while n % d == 0:
            out[d] = out.get(d, 0) + 1
            n //= d
        d += 1
    if n > 1:
        out[n] = out.get(n, 0) + 1
    return out
for n in [2, 12, 97, 360, 1001, 65536, 999999, 9223372036854775807]:
    print(n, factorize(n))
twins = [(p, p + 2) for p in ps if p + 2 in ps]
print(twins)
gaps = [b - a for a, b in zip(big, big[1:])]
print(max(gaps), gaps.index(max(gaps)), big[gaps.index(max(gaps))])
