import difflib
import random

# Randomized differential test: seeded random edits of strings and line lists.
random.seed(1234)
alpha = "aab cde\t"
for trial in range(150):
    a = "".join(random.choice(alpha) for _ in range(random.randint(0, 25)))
    b = list(a)
    for _ in range(random.randint(0, 6)):
        op = random.randint(0, 2)
        p = random.randint(0, len(b))
        if op == 0:
            b.insert(p, random.choice(alpha))
        elif op == 1 and b:
            del b[min(p, len(b) - 1)]
        elif b:
            b[min(p, len(b) - 1)] = random.choice(alpha)
    b = "".join(b)
    junk = [None, difflib.IS_CHARACTER_JUNK][trial % 2]
    s = difflib.SequenceMatcher(junk, a, b)
    print(repr(a), repr(b), s.ratio(), s.quick_ratio(), s.get_opcodes())

words = "alpha beta gamma delta epsilon zeta eta theta iota kappa".split()
for trial in range(60):
    a = [" ".join(random.choice(words) for _ in range(random.randint(1, 5))) + "\n"
         for _ in range(random.randint(0, 8))]
    b = list(a)
    for _ in range(random.randint(1, 4)):
        p = random.randint(0, len(b))
        r = random.random()
        if r < 0.3:
            b.insert(p, random.choice(words) + "\n")
        elif r < 0.5 and b:
            del b[min(p, len(b) - 1)]
        elif b:
            q = min(p, len(b) - 1)
            w = b[q].split()
            w[random.randint(0, len(w) - 1)] = random.choice(words)
            b[q] = " ".join(w) + "\n"
    print("#", trial)
    print("".join(difflib.ndiff(a, b)), end="")
    print("".join(difflib.unified_diff(a, b, n=random.randint(0, 3))), end="")
    print("".join(difflib.context_diff(a, b, n=1)), end="")
