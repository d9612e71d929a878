def lcs(a, b):
    dp = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(1, len(a) + 1):
        for j in range(1, len(b) + 1):
            if a[i - 1] == b[j - 1]:
                dp[i][j] = dp[i - 1][j - 1] + 1
            else:
                dp[i][j] = max(dp[i - 1][j], dp[i][j - 1])
    out = []
    i, j = len(a), len(b)
    while i and j:
        if a[i - 1] == b[j - 1]:
            out.append(a[i - 1])
            i -= 1
            j -= 1
        elif dp[i - 1][j] >= dp[i][j - 1]:
            i -= 1
        else:
            j -= 1
    return dp[-1][-1], "".join(reversed(out))
def edit_distance(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]
def knapsack(items, cap):
    best = [0] * (cap + 1)
    for w, v in items:
        for c in range(cap, w - 1, -1):
            best[c] = max(best[c], best[c - w] + v)
    return best[cap], best
def coin_ways(coins, total):
    ways = [1] + [0] * total
    for c in coins:
        for s in range(c, total + 1):
            ways[s] += ways[s - c]
    return ways[total]
def min_coins(coins, total):
    INF = float("inf")
    dp = [0] + [INF] * total
    for s in range(1, total + 1):
        for c in coins:
            if c <= s and dp[s - c] + 1 < dp[s]:
                dp[s] = dp[s - c] + 1
    return dp[total] if dp[total] != INF else -1
print(lcs("ABCBDAB", "BDCABA"), lcs("kitten", "sitting"), lcs("", "abc"))
print(edit_distance("kitten", "sitting"), edit_distance("flaw", "lawn"), edit_distance("", "abc"), edit_distance("same", "same"))
v, table = knapsack([(1, 1), (3, 4), (4, 5), (5, 7)], 7)
print(v, table)
print(coin_ways([1, 2, 5], 5), coin_ways([2, 5, 3, 6], 10), coin_ways([1, 5, 10, 25, 50], 100))
print(min_coins([1, 3, 4], 6), min_coins([2], 3), min_coins([5, 10], 0))
def lis(xs):
    dp = [1] * len(xs)
    for i in range(len(xs)):
        for j in range(i):
            if xs[j] < xs[i]:
                dp[i] = max(dp[i], dp[j] + 1)
    return max(dp) if dp else 0, dp
print(lis([10, 9, 2, 5, 3, 7, 101, 18]))
tri = [[1]]
for n in range(1, 10):
    prev = tri[-1]
    tri.append([1] + [prev[k] + prev[k + 1] for k in range(n - 1)] + [1])
print(tri[-1], sum(tri[-1]))
