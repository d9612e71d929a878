import sys
def process(values):
    out = []
    for v in values:
        if v < 0:
            print("skipping negative", v)
            continue
        out.append(v * v)
    return out
result = process([3, -1, 4, -1, 5])
print(result, sum(result))
status = 0 if sum(result) > 0 else 1
print("status", status)
print("exiting now")
sys.exit(0)
