# pprint: CPython's layout for nested dicts, lists, tuples, sets and long strings.
import pprint

d = {'name': 'experiment-1', 'params': {'lr': 0.001, 'layers': [64, 128, 256, 512, 1024, 2048, 4096], 'dropout': 0.5}, 'scores': list(range(30)), 'tags': ('a', 'b'), 'nested': [[1, 2, [3, 4, [5, 6]]], {'x': {'y': {'z': 'deep value string that is long'}}}]}
pprint.pprint(d)
pprint.pprint(d, width=40)
pprint.pprint(list(range(40)), compact=True)
pprint.pprint([list(range(12))] * 3, width=30, compact=True)
print(pprint.pformat({'b': 1, 'a': 2}), pprint.pformat({'b': 1, 'a': 2}, sort_dicts=False))
pprint.pprint({'k': 'a very long string ' * 6})
pprint.pprint('word ' * 30)
pprint.pprint("line one\nline two is longer than the rest of them by quite a bit, really\n" * 2, width=40)
pprint.pprint([{1, 2, 3}, frozenset(), (1,), ()], width=10)
pprint.pprint([frozenset({"alpha", "beta", "gamma"}), {"delta"}], width=25)
pprint.pprint({"rows": [(i, i * i, str(i) * 3) for i in range(8)]}, indent=4)
pprint.pp({"z": 1, "a": [1, 2]})
pprint.pprint([1, [2, [3, [4, [5]]]]], depth=2)
print(pprint.saferepr({"b": [1, 2], "a": (3,)}))
cyc = [1, 2]
cyc.append(cyc)
print(pprint.pformat(cyc)[:9])
