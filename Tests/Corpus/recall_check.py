#!/usr/bin/env python3
"""Recall on sealed apps: which of the real defects reviewers listed in recall/*.tsv the
analyzer reports, with the defaults and with `plainProfile: strict`.

Each app of a recall file is looked up as `<root>/<app>/src` under the roots given (the apps are
not in this repository: materialise them from the commits REVIEW.md names). A listed defect is
reported when a finding of its class's rule lies in the same file within two lines (a task's up to
six lines above, on its `.onAppear`). Run it with a
release binary; it copies each app to a temporary folder, so the apps are never written to.

    Tests/Corpus/recall_check.py --binary .build-release/release/mvvm-lsp \
        --apps /tmp/sealed7 /tmp/round9 --recall Tests/Corpus/recall/round7.tsv ...
"""
import argparse
import collections
import csv
import json
import os
import shutil
import subprocess
import tempfile

RULE_OF_CLASS = {
    "observed-created": "mvvm/observed-object-created-in-view",
    "observed-outside-view": "mvvm/observed-object-outside-view",
    "observable-in-state": "mvvm/observable-object-in-state",
    "task-in-onappear": "mvvm/task-in-on-appear",
    "stateobject-from-param": "mvvm/state-object-from-init-parameter",
    "stateobject-from-init-param": "mvvm/state-object-from-init-parameter",
    "nav-bypass": "mvvm/navigation-in-view",
}


def reach(defect_class):
    """How many lines before the listed one a finding may sit: a task's finding is on its
    `.onAppear`, which reviewers may list at the `Task {` a few lines below."""
    return 6 if defect_class == "task-in-onappear" else 2


def findings(binary, source, strict):
    """The analyzer's findings on a copy of `source`, as JSON diagnostics."""
    with tempfile.TemporaryDirectory() as folder:
        copy = os.path.join(folder, "app")
        shutil.copytree(source, copy, symlinks=True)
        if strict:
            with open(os.path.join(copy, ".mvvm-lsp.yml"), "a") as config:
                config.write("\nplainProfile: strict\n")
        result = subprocess.run(
            [binary, "check", "--no-cache", "--format", "json", "."], cwd=copy, capture_output=True, text=True
        )
        return json.loads(result.stdout)["diagnostics"]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", required=True)
    parser.add_argument("--apps", nargs="+", required=True, help="folders holding <app>/src")
    parser.add_argument("--recall", nargs="+", required=True, help="recall/*.tsv files")
    arguments = parser.parse_args()
    arguments.binary = os.path.abspath(arguments.binary)

    def source_of(app):
        for root in arguments.apps:
            path = os.path.join(root, app, "src")
            if os.path.isdir(path):
                return path
        raise SystemExit(f"no source for {app} under {arguments.apps}")

    real = []
    for path in arguments.recall:
        with open(path) as table:
            real += [row for row in csv.DictReader(table, delimiter="\t") if row["verdict"] == "real"]
    cache = {}
    found = collections.Counter()
    for row in real:
        rule = RULE_OF_CLASS[row["class"]]
        marks = []
        for strict in (False, True):
            key = (row["app"], strict)
            if key not in cache:
                cache[key] = findings(arguments.binary, source_of(row["app"]), strict)
            hit = any(
                finding["rule"] == rule
                and finding["file"].endswith(row["file"])
                and -reach(row["class"]) <= finding["line"] - int(row["line"]) <= 2
                for finding in cache[key]
            )
            found[(row["class"], strict)] += hit
            marks.append(("strict" if strict else "default") if hit else "-")
        print(row["app"], row["class"], f"{row['file']}:{row['line']}", *marks)
    print()
    for name in sorted({row["class"] for row in real}):
        total = sum(1 for row in real if row["class"] == name)
        print(f"{name}: real {total}, default {found[(name, False)]}, strict {found[(name, True)]}")
    print(
        f"all: real {len(real)}, default {sum(v for (c, s), v in found.items() if not s)}, "
        f"strict {sum(v for (c, s), v in found.items() if s)}"
    )


if __name__ == "__main__":
    main()
