#!/usr/bin/env python3
"""Per-rule precision from the judged verdicts in Tests/Corpus/verdicts/*.tsv.

Each verdict file has the header `app rule file line verdict now reason` (tab-separated); a
verdict is `correct`, `wrong` or `debatable`; `now` says whether the current analyzer still
reports the finding (`reported`), no longer does after a fix (`fixed`), or does not lint that
code by default (`not linted by default`). Prints a Markdown table per verdict file: per rule,
the judged findings and their verdicts, then the findings still reported and their precision =
correct / still reported (debatable counts against it; "with debatable" counts it for).

Files of a sealed round (`sealed-*.tsv`) also have `phase` (`before`: judged on the analyzer
before any change for that round; `after`: a finding the changed analyzer reports that was
judged after the change) and optionally `weight` (how many findings a sampled row stands for;
default 1). For them it also prints the finding-weighted figures per app, before (every row
judged `before`) and after (every row still `reported`), and the worst app (most wrong findings).
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
    judged = collections.defaultdict(collections.Counter)
    current = collections.defaultdict(collections.Counter)
    for row in rows:
        judged[row["rule"]][row["verdict"]] += 1
        if row["now"] == "reported":
            current[row["rule"]][row["verdict"]] += 1
    lines = ["| rule | judged | correct | wrong | debatable | still reported | of them wrong | precision | with debatable |",
             "|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for rule in sorted(judged):
        count, now = judged[rule], current[rule]
        reported = sum(now.values())
        precision = f"{100 * now['correct'] / reported:.0f} %" if reported else "–"
        lenient = f"{100 * (now['correct'] + now['debatable']) / reported:.0f} %" if reported else "–"
        lines.append(f"| {rule} | {sum(count.values())} | {count['correct']} | {count['wrong']} | {count['debatable']} | "
                     f"{reported} | {now['wrong']} | {precision} | {lenient} |")
    return "\n".join(lines)


def weighted_by_app(rows):
    """Finding-weighted verdict counts per app."""
    counts = collections.defaultdict(collections.Counter)
    for row in rows:
        counts[row["app"]][row["verdict"]] += float(row.get("weight") or 1)
    return counts


def round_table(rows, title):
    counts = weighted_by_app(rows)
    lines = [f"**{title}**", "", "| app | findings | correct | wrong | debatable | precision |", "|---|---:|---:|---:|---:|---:|"]
    total = collections.Counter()
    for app in sorted(counts):
        count = counts[app]
        total.update(count)
        findings = sum(count.values())
        lines.append(f"| {app} | {findings:g} | {count['correct']:g} | {count['wrong']:g} | {count['debatable']:g} | "
                     f"{100 * count['correct'] / findings:.0f} % |")
    findings = sum(total.values())
    precision = f"{100 * total['correct'] / findings:.0f} %" if findings else "–"
    lines.append(f"| **all** | {findings:g} | {total['correct']:g} | {total['wrong']:g} | {total['debatable']:g} | {precision} |")
    worst = max(counts, key=lambda app: (counts[app]["wrong"], counts[app]["debatable"]), default=None)
    if worst is not None:
        lines.append("")
        lines.append(f"Worst app: {worst} ({counts[worst]['wrong']:g} wrong, {counts[worst]['debatable']:g} debatable).")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--verdicts", default=pathlib.Path(__file__).with_name("verdicts"), type=pathlib.Path)
    arguments = parser.parse_args()
    files = sorted(arguments.verdicts.glob("*.tsv"))
    if not files:
        sys.exit(f"no verdict files in {arguments.verdicts}")
    for path in files:
        rows = read(path)
        print(f"### {path.stem}\n\n{table(rows)}\n")
        if rows and "phase" in rows[0]:
            before = [row for row in rows if row["phase"] == "before"]
            after = [row for row in rows if row["now"] == "reported"]
            print(round_table(before, "Before any change (finding-weighted)") + "\n")
            print(round_table(after, "After the changes: findings still reported (finding-weighted)") + "\n")


if __name__ == "__main__":
    main()
