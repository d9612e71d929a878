accounts = {}
history = []
def open_account(name, initial=0):
    if name in accounts:
        raise ValueError("account exists: " + name)
    accounts[name] = {"owner": name, "balance": initial, "tx": 0}
    history.append(("open", name, initial))
def deposit(name, amount):
    if amount <= 0:
        raise ValueError("deposit must be positive")
    acct = accounts[name]
    acct["balance"] += amount
    acct["tx"] += 1
    history.append(("deposit", name, amount))
def withdraw(name, amount):
    acct = accounts[name]
    if amount > acct["balance"]:
        raise RuntimeError("insufficient funds in %s: %d < %d" % (name, acct["balance"], amount))
    acct["balance"] -= amount
    acct["tx"] += 1
    history.append(("withdraw", name, amount))
def transfer(src, dst, amount):
    withdraw(src, amount)
    try:
        deposit(dst, amount)
    except KeyError:
        deposit(src, amount)
        raise
open_account("alice", 100)
open_account("bob")
deposit("bob", 50)
transfer("alice", "bob", 30)
ops = [
    lambda: withdraw("bob", 500),
    lambda: deposit("alice", -5),
    lambda: open_account("bob"),
    lambda: transfer("alice", "carol", 10),
    lambda: withdraw("dave", 1),
]
for op in ops:
    try:
        op()
        print("ok")
    except (ValueError, RuntimeError) as e:
        print(type(e).__name__ + ":", e)
    except KeyError as e:
        print("KeyError: no such account", e)
for name in sorted(accounts):
    a = accounts[name]
    print("%-6s balance=%5d tx=%d" % (name, a["balance"], a["tx"]))
print(len(history), history[-3:])
total = sum(a["balance"] for a in accounts.values())
print("total", total)
rate = 0.035
for year in range(1, 4):
    for a in accounts.values():
        a["balance"] = round(a["balance"] * (1 + rate), 2)
    print(year, {k: v["balance"] for k, v in accounts.items()})
