import json, re, sys, os, collections
sys.path.insert(0, os.path.dirname(__file__))
from make_set import luhn_ok, iban_valid
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ids, cnt, bad = set(), collections.Counter(), 0
for cls in ["injection", "secret", "pii", "benign"]:
    for n, line in enumerate(open(os.path.join(OUT, cls + ".jsonl"), encoding="utf-8"), 1):
        o = json.loads(line)
        assert set(o) == {"id", "class", "lang", "text", "note"}, o
        assert o["class"] == cls and o["lang"] in "en fr de es pt zh ja".split() and o["text"].strip()
        assert o["id"] not in ids, o["id"]; ids.add(o["id"])
        cnt[(cls, o["lang"])] += 1
        if o["note"].startswith("pii/card"):
            num = re.sub(r"\D", "", re.search(r"\d[\d -]{13,20}\d", o["text"]).group())
            if not luhn_ok(num): bad += 1; print("LUHN", o)
        if o["note"].startswith("pii/iban"):
            ib = re.search(r"[A-Z]{2}\d{2}[A-Z0-9 ]{11,}", o["text"]).group().strip()
            if not iban_valid(ib): bad += 1; print("IBAN", o)
langs = "en fr de es pt zh ja".split()
print("class      " + " ".join(f"{l:>4}" for l in langs) + "  total")
for cls in ["injection", "secret", "pii", "benign"]:
    print(f"{cls:<10} " + " ".join(f"{cnt[(cls,l)]:>4}" for l in langs) + f"  {sum(cnt[(cls,l)] for l in langs):>5}")
print("total lines", len(ids), "bad checks", bad)
texts = collections.Counter()
for cls in ["injection", "secret", "pii", "benign"]:
    for line in open(os.path.join(OUT, cls + ".jsonl"), encoding="utf-8"):
        texts[json.loads(line)["text"]] += 1
print("duplicate texts", sum(1 for t, c in texts.items() if c > 1))
