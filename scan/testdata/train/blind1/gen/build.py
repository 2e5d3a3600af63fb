#!/usr/bin/env python3
"""Build the blind evaluation JSONL files in the parent directory.
Deterministic: RNG seeded in common.py. Usage: python3 gen/build.py"""
import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import data_injection, data_secret, data_pii, data_benign  # noqa: E402

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def write(fname, cls, prefix, rows):
    path = os.path.join(OUT, fname)
    with open(path, "w", encoding="utf-8") as f:
        for i, (lang, text, note) in enumerate(rows, 1):
            obj = {"id": f"{prefix}-{i:03d}", "class": cls, "lang": lang, "text": text, "note": note}
            f.write(json.dumps(obj, ensure_ascii=False) + "\n")
    print(f"{fname}: {len(rows)}")


if __name__ == "__main__":
    # order matters for reproducibility: all generators share one seeded RNG
    write("injection.jsonl", "injection", "inj", data_injection.all_injections())
    write("secret.jsonl", "secret", "sec", data_secret.rows())
    write("pii.jsonl", "pii", "pii", data_pii.rows())
    write("benign.jsonl", "benign", "ben", data_benign.all_benign())
