count = 10
def broken():
    print("before access")
    count += 1
    return count
try:
    broken()
except NameError as e:
    print(type(e).__name__, "|", e)
def later_assign():
    try:
        print(value)
    except NameError as e:
        print(type(e).__name__, "|", e)
    value = 5
    return value
print(later_assign())
def fine():
    c = count
    return c + 1
print(fine(), count)
