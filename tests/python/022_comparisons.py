a, b, c = 1, 2, 3
print(a < b, a > b, a <= 1, a >= 2, a == 1, a != 1)
print(a < b < c, a < b > c, c > b > a, a == 1 < b, 1 < 2 < 3 < 4 < 5, 1 < 3 < 2)
print(1 <= 1 <= 1, 3 > 2 == 2, 0 < 0.5 < 1)
calls = []
def v(x):
    calls.append(x)
    return x
print(v(5) < v(3) < v(10), calls)
calls.clear()
print(v(1) < v(2) < v(3), calls)
print("abc" < "abd", "abc" < "ab", "B" < "a", "" < "a", "Z" < "a")
print([1, 2] < [1, 3], [1, 2] < [1, 2, 0], [2] > [1, 99], [] < [0])
print((1, 2) == (1, 2), (1, 2) < (1, 2, 3), (3,) > (2, 9))
print([1, 2] == [1, 2], [1, 2] == (1, 2), {"a": 1} == {"a": 1}, {1, 2} == {2, 1})
print(None == None, None == 0, 0 == False, 1 == True, "" == False)
print(1 == 1.0 == True, 0.0 == -0.0, 2 != 2.0)
print(float("nan") == float("nan"), float("inf") == float("inf"))
x = 5
print(0 < x < 10, 0 < x < 3, not 0 < x < 10)
print(max([3, 1, 2]) == 3 != 4)
print([1, [2, 3]] == [1, [2, 3]], [1, [2, 3]] < [1, [2, 4]])
print("a" * 3 == "aaa", "10" < "9", 10 < 9)
print(sorted([(2, "b"), (1, "z"), (2, "a"), (1, "a")]))
print(1 < 2 == 2 < 3, (1 < 2) == (2 < 3))
