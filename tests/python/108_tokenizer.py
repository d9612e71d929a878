def tokenize(src):
    tokens = []
    i = 0
    while i < len(src):
        ch = src[i]
        if ch.isspace():
            i += 1
            continue
        if ch.isdigit():
            j = i
            while j < len(src) and (src[j].isdigit() or src[j] == "."):
                j += 1
            text = src[i:j]
            tokens.append(("NUM", float(text) if "." in text else int(text)))
            i = j
        elif ch.isalpha() or ch == "_":
            j = i
            while j < len(src) and (src[j].isalnum() or src[j] == "_"):
                j += 1
            word = src[i:j]
            tokens.append(("KW" if word in ("let", "print") else "ID", word))
            i = j
        elif src.startswith("**", i) or src.startswith("==", i):
            tokens.append(("OP", src[i:i + 2]))
            i += 2
        elif ch in "+-*/()=":
            tokens.append(("OP", ch))
            i += 1
        else:
            raise ValueError("bad char %r at %d" % (ch, i))
    return tokens
def evaluate(tokens):
    pos = [0]
    def peek():
        return tokens[pos[0]] if pos[0] < len(tokens) else ("EOF", None)
    def take():
        t = peek()
        pos[0] += 1
        return t
    def atom():
        kind, val = take()
        if kind == "NUM":
            return val
        if val == "(":
            v = expr()
            take()
            return v
        if val == "-":
            return -atom()
        raise ValueError("unexpected " + repr(val))
    def power():
        base = atom()
        if peek() == ("OP", "**"):
            take()
            return base ** power()
        return base
    def term():
        v = power()
        while peek()[1] in ("*", "/"):
            op = take()[1]
            v = v * power() if op == "*" else v / power()
        return v
    def expr():
        v = term()
        while peek()[1] in ("+", "-"):
            op = take()[1]
            v = v + term() if op == "+" else v - term()
        return v
    return expr()
for src in ["1 + 2 * 3", "(1 + 2) * 3", "2 ** 3 ** 2", "10 / 4 - 1", "-3 * -(2 + 1)", "1.5 * 4", "let x_1 = 42"]:
    toks = tokenize(src)
    print(src, "->", toks)
    if toks[0][0] != "KW":
        print("   =", evaluate(toks))
for bad in ["3 $ 4", "(1 +"]:
    try:
        print(evaluate(tokenize(bad)))
    except ValueError as e:
        print("error:", e)
