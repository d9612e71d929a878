seed = 2024
def rand(n):
    global seed
    seed = (seed * 48271) % 2147483647
    return seed % n
queue = []
served = []
clock = 0
next_id = 1
busy_until = 0
current = None
waits = []
while clock < 60:
    if rand(3) == 0:
        queue.append({"id": next_id, "arrived": clock, "work": 1 + rand(5)})
        next_id += 1
    if current is not None and clock >= busy_until:
        served.append(current["id"])
        current = None
    if current is None and queue:
        current = queue.pop(0)
        waits.append(clock - current["arrived"])
        busy_until = clock + current["work"]
    if clock % 10 == 0:
        print("t=%2d queue=%s serving=%s" % (clock, [c["id"] for c in queue], current["id"] if current else "-"))
    clock += 1
print("served", served)
print("left in queue", [c["id"] for c in queue])
print("waits", waits)
if waits:
    print("avg wait %.3f max wait %d" % (sum(waits) / len(waits), max(waits)))
print("final seed", seed)
