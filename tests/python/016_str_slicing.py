s = "abcdefghij"
print(s[0], s[-1], s[3], s[-3])
print(s[2:5], s[:3], s[7:], s[:], s[-3:], s[:-3])
print(s[::2], s[1::2], s[::-1], s[::-2], s[8:2:-1], s[8:2:-3])
print(s[-2:-8:-2], s[100:], s[:100], s[5:2], repr(s[5:2]))
print(s[-100:3], s[3:-100], s[::3], s[::-3])
print(s[1:9:4], s[9:0:-4])
t = (0, 1, 2, 3, 4, 5, 6, 7)
print(t[::-1], t[2:6:2], t[-1:-4:-1], t[5:], t[:0])
l = list(range(10))
print(l[::-1], l[1:8:3], l[-3:], l[::-3], l[7:1:-2])
print(l[len(l) - 1], l[-len(l)])
i, j = 2, 6
print(s[i:j], s[i:], s[:j], s[i:j:2])
print("hello"[1:-1], "hello"[-1::-1], "x"[::-1], ""[::-1] == "")
for k in range(-3, 4):
    print(k, s[k], s[k:], s[:k])
print(s[None:3], s[3:None], s[::None])
