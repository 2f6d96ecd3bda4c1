#!/usr/bin/env python3
"""Per-rule precision from the judged verdicts in Tests/Corpus/verdicts/*.tsv.

Each verdict file has the header `app rule file line verdict reason` (tab-separated); a
verdict is `correct`, `wrong` or `debatable`. Prints a Markdown table per verdict file and one
over all files: judged findings, correct, wrong, debatable, and precision = correct / judged
(debatable counts against it), with the precision counting debatable as correct beside it.
"""
import argparse
import collections
import csv
import pathlib
import sys

VERDICTS = ("correct", "wrong", "debatable")


def read(path):
    with open(path, newline="") as handle:
        rows = list(csv.DictReader(handle, delimiter="\t"))
    for row in rows:
        if row["verdict"] not in VERDICTS:
            sys.exit(f"{path}: unknown verdict {row['verdict']!r} in {row}")
    return rows


def table(rows):
    counts = collections.defaultdict(collections.Counter)
    for row in rows:
        counts[row["rule"]][row["verdict"]] += 1
    lines = ["| rule | judged | correct | wrong | debatable | precision | with debatable |",
             "|---|---:|---:|---:|---:|---:|---:|"]
    for rule in sorted(counts):
        count = counts[rule]
        judged = sum(count.values())
        lines.append(f"| {rule} | {judged} | {count['correct']} | {count['wrong']} | {count['debatable']} | "
                     f"{100 * count['correct'] / judged:.0f} % | "
                     f"{100 * (count['correct'] + count['debatable']) / judged:.0f} % |")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--verdicts", default=pathlib.Path(__file__).with_name("verdicts"), type=pathlib.Path)
    arguments = parser.parse_args()
    files = sorted(arguments.verdicts.glob("*.tsv"))
    if not files:
        sys.exit(f"no verdict files in {arguments.verdicts}")
    for path in files:
        print(f"### {path.stem}\n\n{table(read(path))}\n")


if __name__ == "__main__":
    main()
