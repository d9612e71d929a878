inventory = {
    "fruits": [
        {"name": "apple", "qty": 50, "price": 0.5, "tags": ["red", "sweet"]},
        {"name": "lemon", "qty": 0, "price": 0.75, "tags": ["yellow", "sour"]},
        {"name": "grape", "qty": 200, "price": 0.02, "tags": ["sweet"]},
    ],
    "veg": [
        {"name": "carrot", "qty": 30, "price": 0.1, "tags": []},
        {"name": "onion", "qty": 12, "price": 0.3, "tags": ["sharp"]},
    ],
}
for cat, items in inventory.items():
    value = sum(it["qty"] * it["price"] for it in items)
    print(cat, len(items), round(value, 2))
all_items = [it for items in inventory.values() for it in items]
print([it["name"] for it in all_items])
in_stock = {it["name"]: it["qty"] for it in all_items if it["qty"] > 0}
print(in_stock)
tags = {}
for it in all_items:
    for t in it["tags"]:
        tags.setdefault(t, []).append(it["name"])
print(tags)
print(sorted(all_items, key=lambda it: it["price"] * it["qty"], reverse=True)[0]["name"])
inventory["veg"][1]["qty"] -= 2
inventory["fruits"].append({"name": "kiwi", "qty": 5, "price": 0.4, "tags": ["green"]})
inventory["dairy"] = []
print({k: [i["name"] + ":" + str(i["qty"]) for i in v] for k, v in inventory.items()})
def deep_count(obj):
    if isinstance(obj, dict):
        return sum(deep_count(v) for v in obj.values()) + len(obj)
    if isinstance(obj, list):
        return sum(deep_count(v) for v in obj) + len(obj)
    return 0
print(deep_count(inventory))
def get_path(obj, path, default=None):
    for key in path:
        try:
            obj = obj[key]
        except (KeyError, IndexError, TypeError):
            return default
    return obj
print(get_path(inventory, ["fruits", 0, "tags", 1]), get_path(inventory, ["veg", 9, "name"], "n/a"))
print(get_path(inventory, ["fruits", "x"], "bad index"), get_path(inventory, ["dairy"]))
print(inventory["fruits"][-1])
