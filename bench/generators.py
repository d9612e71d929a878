# A generator pipeline as scripts write them: a source generator, a generator expression
# filtering it, another transforming it, consumed by sum().
def numbers(n):
    i = 0
    while i < n:
        yield i
        i += 1


evens = (x for x in numbers(1000000) if x % 2 == 0)
squares = (x * x for x in evens)
print(sum(squares))
