graph = {
    "A": ["B", "C"],
    "B": ["D", "E"],
    "C": ["F"],
    "D": [],
    "E": ["F", "G"],
    "F": ["H"],
    "G": ["H"],
    "H": [],
    "X": ["Y"],
    "Y": [],
}
def bfs(start):
    seen = {start: None}
    order = []
    queue = [start]
    while queue:
        node = queue.pop(0)
        order.append(node)
        for nb in graph[node]:
            if nb not in seen:
                seen[nb] = node
                queue.append(nb)
    return order, seen
def path_to(parents, goal):
    path = []
    while goal is not None:
        path.append(goal)
        goal = parents[goal]
    return path[::-1]
order, parents = bfs("A")
print("bfs", order)
print("parents", parents)
print("path A->H", path_to(parents, "H"))
def dfs(node, seen=None):
    if seen is None:
        seen = []
    seen.append(node)
    for nb in graph[node]:
        if nb not in seen:
            dfs(nb, seen)
    return seen
print("dfs", dfs("A"))
def topo():
    indeg = {n: 0 for n in graph}
    for n in graph:
        for m in graph[n]:
            indeg[m] += 1
    ready = sorted(n for n in indeg if indeg[n] == 0)
    out = []
    while ready:
        n = ready.pop(0)
        out.append(n)
        for m in graph[n]:
            indeg[m] -= 1
            if indeg[m] == 0:
                ready.append(m)
                ready.sort()
    return out
print("topo", topo())
components = []
visited = set()
for n in graph:
    if n not in visited:
        comp = set(dfs(n)) - visited
        visited |= comp
        components.append(sorted(comp))
print("components", components)
dist = {n: len(path_to(parents, n)) - 1 for n in parents}
print("dist", dist)
