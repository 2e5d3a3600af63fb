#!/usr/bin/env python3
"""Build the blind2 JSONL files from the hand-written data files.

    python3 gen/build.py          # writes ../injection.jsonl etc.

Deterministic: one random.Random(SEED) hands a sub-seed to each class in a
fixed order, so the output is byte-identical on every run.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from common import SEED, expand, read_data  # noqa: E402

OUT_DIR = os.path.dirname(HERE)

CLASSES = [
    ("injection", "b2-inj-", ["data_injection_en.txt", "data_injection_intl.txt"]),
    ("secret", "b2-sec-", ["data_secret.txt"]),
    ("pii", "b2-pii-", ["data_pii.txt"]),
    ("benign", "b2-ben-", ["data_benign_en.txt", "data_benign_intl.txt"]),
]


def generate():
    """Return {filename: bytes} without touching the disk."""
    master = random.Random(SEED)
    sub_seeds = [master.getrandbits(64) for _ in CLASSES]
    out = {}
    for (cls, prefix, files), sub in zip(CLASSES, sub_seeds):
        rng = random.Random(sub)
        rows = []
        for f in files:
            rows.extend(read_data(os.path.join(HERE, f)))
        lines = []
        for n, (lang, note, text, _lineno) in enumerate(rows, 1):
            obj = {
                "id": "%s%04d" % (prefix, n),
                "class": cls,
                "lang": lang,
                "text": expand(rng, text),
                "note": note,
            }
            lines.append(json.dumps(obj, ensure_ascii=False))
        out[cls + ".jsonl"] = ("\n".join(lines) + "\n").encode("utf-8")
    return out


def main():
    for name, data in generate().items():
        path = os.path.join(OUT_DIR, name)
        with open(path, "wb") as f:
            f.write(data)
        print("wrote %s (%d lines)" % (path, data.count(b"\n")))


if __name__ == "__main__":
    main()
