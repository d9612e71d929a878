def total(*args):
    print("args:", args, type(args).__name__)
    return sum(args)
print(total())
print(total(1))
print(total(1, 2, 3))
def head_rest(first, *rest):
    return first, rest
print(head_rest(1), head_rest(1, 2, 3))
def mixed(a, b=0, *args):
    return a, b, args
print(mixed(1), mixed(1, 2), mixed(1, 2, 3, 4))
nums = [5, 6, 7]
print(total(*nums))
print(total(*nums, *range(3)))
print(total(0, *nums, 100))
print(max(*nums), min(*"zyx"))
def show(*items, sep="-"):
    return sep.join(str(i) for i in items)
print(show(1, 2, 3), show("a", "b", sep="+"), show())
def count_args(*a):
    return len(a)
print(count_args(*[]), count_args(*(1, 2), 3), count_args(*"abcd"))
def fwd(*args):
    return total(*args)
print(fwd(10, 20))
