x = 10
x += 5
print(x)
x -= 3
print(x)
x *= 4
print(x)
x /= 8
print(x)
x = 17
x //= 5
print(x)
x = 17
x %= 5
print(x)
x **= 3
print(x)
f = 2.5
f += 1
f *= 2
f -= 0.5
f //= 2
print(f)
f = -7.5
f %= 2
print(f)
s = "ab"
s += "cd"
s *= 2
print(s)
l = [1]
l += [2, 3]
l *= 2
print(l)
alias = l
l += [9]
print(alias, alias is l)
t = (1,)
t += (2,)
print(t)
d = {"n": 0}
for i in range(5):
    d["n"] += i
print(d)
arr = [1, 2, 3]
for i in range(len(arr)):
    arr[i] **= 2
print(arr)
c = 1 + 1j
c *= 2j
print(c)
n = -9
n //= 2
print(n)
n = -9
n %= 4
print(n)
