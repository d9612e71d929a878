counter = 0
def bump():
    global counter
    counter += 1
    return counter
print(bump(), bump(), counter)
def read_only():
    return counter * 10
print(read_only())
def create():
    global created
    created = "made in function"
create()
print(created)
config = {"debug": False}
def toggle():
    config["debug"] = not config["debug"]
toggle()
print(config)
x = "global x"
def local_x():
    x = "local x"
    return x
print(local_x(), x)
def set_many():
    global a, b
    a, b = 1, 2
set_many()
print(a, b)
total = 0
for i in range(5):
    total += i
def get_total():
    return total
print(get_total())
def nested_global():
    def inner():
        global counter
        counter = 100
    inner()
nested_global()
print(counter)
