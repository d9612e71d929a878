def parse(rows):
    return [[1 if c == "#" else 0 for c in r] for r in rows]
def render(g):
    return ["".join("#" if v else "." for v in row) for row in g]
def neighbors(g, r, c):
    h, w = len(g), len(g[0])
    total = 0
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if dr == 0 and dc == 0:
                continue
            rr, cc = (r + dr) % h, (c + dc) % w
            total += g[rr][cc]
    return total
def step(g):
    new = []
    for r in range(len(g)):
        row = []
        for c in range(len(g[0])):
            n = neighbors(g, r, c)
            alive = g[r][c]
            row.append(1 if (alive and n in (2, 3)) or (not alive and n == 3) else 0)
        new.append(row)
    return new
grid = parse([
    "........",
    "..#.....",
    "...#....",
    ".###....",
    "........",
    "........",
])
for gen in range(5):
    print("gen", gen, "alive", sum(map(sum, grid)))
    for line in render(grid):
        print(line)
    grid = step(grid)
blinker = parse([".....", "..#..", "..#..", "..#..", "....."])
b1 = step(blinker)
print(render(b1))
print(step(b1) == blinker)
