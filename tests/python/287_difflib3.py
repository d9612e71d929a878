import difflib

# Realistic: diff two versions of a config file, as a deploy tool would show them.
old_cfg = """# Application configuration
[server]
host = 0.0.0.0
port = 8080
workers = 4
timeout = 30

[database]
url = postgres://db.internal:5432/app
pool_size = 10
echo = false

[logging]
level = INFO
format = %(asctime)s %(levelname)s %(message)s
file = /var/log/app.log

[cache]
backend = redis
ttl = 300
servers = cache1:6379, cache2:6379

[features]
new_ui = false
beta_api = false
dark_mode = true
""".splitlines(keepends=True)
new_cfg = """# Application configuration
[server]
host = 0.0.0.0
port = 9090
workers = 8
timeout = 30
keepalive = 5

[database]
url = postgres://db.internal:5432/app
pool_size = 20
echo = false

[logging]
level = DEBUG
format = %(asctime)s %(levelname)s %(message)s
file = /var/log/app.log

[cache]
backend = memcached
ttl = 300

[features]
new_ui = true
beta_api = false
dark_mode = true
experimental = yes
""".splitlines(keepends=True)

print("".join(difflib.unified_diff(old_cfg, new_cfg, fromfile="app.cfg.orig", tofile="app.cfg")), end="")
print("".join(difflib.unified_diff(old_cfg, new_cfg, "a/app.cfg", "b/app.cfg",
                                   "2024-01-01 10:00:00", "2024-02-01 12:30:00", n=1)), end="")
print("".join(difflib.context_diff(old_cfg, new_cfg, fromfile="app.cfg.orig", tofile="app.cfg")), end="")
print("".join(difflib.context_diff(old_cfg, new_cfg, "old", "new", "d1", "d2", n=0)), end="")
for n in (0, 2, 5, 50):
    u = list(difflib.unified_diff(old_cfg, new_cfg, n=n))
    c = list(difflib.context_diff(old_cfg, new_cfg, n=n))
    print(n, len(u), len(c), [l for l in u if l.startswith("@@")])
    print([l for l in c if l.startswith("***") or l.startswith("---")])

# lineterm="" with lines that have no newlines (as with splitlines()).
a = "one two three four five six seven eight nine ten".split()
b = "one 2 three four five six seven eight 9 ten eleven".split()
for line in difflib.unified_diff(a, b, lineterm=""):
    print(line)
for line in difflib.context_diff(a, b, lineterm=""):
    print(line)
print(list(difflib.unified_diff(a, a)), list(difflib.context_diff([], [])))
for line in difflib.unified_diff([], ["new file\n"], "/dev/null", "f.txt"):
    print(repr(line))
for line in difflib.context_diff(["gone\n"], [], "f.txt", "/dev/null"):
    print(repr(line))
for line in difflib.unified_diff(["x\n"], ["y\n"]):
    print(repr(line))

# Summaries a script might print: which sections and keys changed.
sm = difflib.SequenceMatcher(None, old_cfg, new_cfg)
print("similarity: %.4f" % sm.ratio())
for tag, i1, i2, j1, j2 in sm.get_opcodes():
    if tag != "equal":
        print(tag, "old %d-%d" % (i1 + 1, i2), "new %d-%d" % (j1 + 1, j2),
              [l.strip() for l in old_cfg[i1:i2]], [l.strip() for l in new_cfg[j1:j2]])

# Bytes diffs.
for line in difflib.diff_bytes(difflib.unified_diff, [b"caf\xe9\n", b"same\n"], [b"cafe\n", b"same\n"],
                               b"old.bin", b"new.bin"):
    print(line)
try:
    list(difflib.diff_bytes(difflib.unified_diff, [b"a"], [b"b"], "str", b"x"))
except TypeError as e:
    print(type(e).__name__, e)
for bad in [([b"x"], ["y"]), (["x"], [1]), (["x"], ["y"])]:
    try:
        list(difflib.unified_diff(bad[0], bad[1], fromfile=b"f" if bad == (["x"], ["y"]) else ""))
    except TypeError as e:
        print(type(e).__name__, e)

# A bigger generated file: 400 lines with scattered edits (autojunk comes into play).
big_a = ["item %d = %d\n" % (i, i * i % 97) for i in range(400)] + ["}\n"] * 30
big_b = list(big_a)
for i in range(0, 400, 37):
    big_b[i] = "item %d = changed\n" % i
del big_b[100:105]
big_b[250:250] = ["inserted %d\n" % k for k in range(3)]
ud = list(difflib.unified_diff(big_a, big_b, "big_a", "big_b"))
print(len(ud))
print("".join(ud[:40]), end="")
print(round(difflib.SequenceMatcher(None, big_a, big_b).ratio(), 6))
print(round(difflib.SequenceMatcher(None, big_a, big_b, autojunk=False).ratio(), 6))
