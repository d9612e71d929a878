text = """The quick brown fox jumps over the lazy dog.
The dog barks; the fox runs away!  A quick, quick fox.
Is the dog lazy? No -- the dog is tired."""
counts = {}
for raw in text.split():
    word = raw.strip(".,;!?-").lower()
    if not word:
        continue
    counts[word] = counts.get(word, 0) + 1
print(len(counts), "distinct words")
ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
for word, n in ranked:
    print("%-6s %2d %s" % (word, n, "*" * n))
print(ranked[:3])
by_len = {}
for w in counts:
    by_len.setdefault(len(w), []).append(w)
for length in sorted(by_len):
    print(length, sorted(by_len[length]))
letters = {}
for ch in text.lower():
    if ch.isalpha():
        letters[ch] = letters.get(ch, 0) + 1
top = sorted(letters, key=lambda c: (-letters[c], c))[:5]
print(top, [letters[c] for c in top])
lines = text.splitlines()
for i, line in enumerate(lines, 1):
    print(i, len(line), len(line.split()), line.count("the"))
print(max(counts, key=lambda w: (len(w), w)), sum(counts.values()))
