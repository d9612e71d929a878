def make_counter(start=0, step=1):
    count = start
    def counter():
        nonlocal count
        current = count
        count += step
        return current
    return counter
c = make_counter()
d = make_counter(10, -2)
print([c() for _ in range(5)], [d() for _ in range(5)], c())
def make_accumulators():
    total = 0
    def add(x):
        nonlocal total
        total += x
        return total
    def reset():
        nonlocal total
        old = total
        total = 0
        return old
    def peek():
        return total
    return {"add": add, "reset": reset, "peek": peek}
acc = make_accumulators()
acc["add"](5)
acc["add"](7)
print(acc["peek"](), acc["reset"](), acc["peek"](), acc["add"](1))
def make_stack():
    items = []
    def push(v):
        items.append(v)
        return len(items)
    def pop():
        return items.pop() if items else None
    return push, pop
push, pop = make_stack()
print(push(1), push(2), push(3), pop(), pop(), pop(), pop())
counters = [make_counter(i * 100) for i in range(3)]
for cnt in counters:
    cnt()
print([cnt() for cnt in counters])
def once(f):
    done = False
    result = None
    def wrapper(*args):
        nonlocal done, result
        if not done:
            result = f(*args)
            done = True
        return result
    return wrapper
init = once(lambda x: print("initializing with", x) or x * 2)
print(init(5), init(99), init(0))
def tally():
    seen = {}
    def see(k):
        seen[k] = seen.get(k, 0) + 1
        return dict(seen)
    return see
t = tally()
t("a"); t("b")
print(t("a"))
