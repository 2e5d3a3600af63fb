import json, os, re, collections
D = os.path.join(os.path.dirname(__file__), "..")
def luhn_ok(n):
    s = 0
    for i, ch in enumerate(reversed(n)):
        d = int(ch)
        if i % 2: d = d * 2 - 9 if d * 2 > 9 else d * 2
        s += d
    return s % 10 == 0
def iban_ok(ib):
    s = "".join(str(int(c, 36)) for c in ib[4:] + ib[:4]); return int(s) % 97 == 1
ids, cnt, sub = set(), collections.Counter(), collections.Counter()
for cls in ["injection", "secret", "pii", "benign"]:
    for ln in open(os.path.join(D, cls + ".jsonl"), encoding="utf-8"):
        o = json.loads(ln)
        assert set(o) == {"id", "class", "lang", "text", "note"}, o
        assert o["class"] == cls and o["lang"] in ["en","fr","de","es","pt","zh","ja"]
        assert o["id"] not in ids; ids.add(o["id"])
        assert "{" not in o["text"] or cls != "benign" or "{" in o["text"], o
        cnt[(cls, o["lang"])] += 1; sub[(cls, o["note"].split(";")[0].split(" (")[0])] += 1
        if "card" in o["note"]:
            n = re.sub(r"\D", "", o["text"].split(",")[0].split(":")[-1]); assert luhn_ok(n), o
        if "iban" in o["note"]:
            m = re.search(r"[A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4})+", o["text"]); assert iban_ok(m.group(0).replace(" ", "")), o
langs = ["en","fr","de","es","pt","zh","ja"]
print("class      " + " ".join(f"{l:>4}" for l in langs) + "  total")
for cls in ["injection", "secret", "pii", "benign"]:
    print(f"{cls:10} " + " ".join(f"{cnt[(cls,l)]:>4}" for l in langs) + f"  {sum(cnt[(cls,l)] for l in langs):>5}")
print("total", sum(cnt.values()), "unique ids", len(ids))
for k, v in sorted(sub.items()): print(v, *k)
