# := unparenthesised in list displays, set comprehensions, subscripts and a match subject.
def f():
    return 4
xs = [1, 2, 3]
print([y := 1, y + 1], y)
print({v := x * 2 for x in xs}, v)
a = [10, 20, 30]
print(a[i := 1], i)
match n := f():
    case 4:
        print("four", n)
print({k: (last := k) for k in "ab"}, last)
