#!/usr/bin/env python3
"""Does an editor's client test check every feature the server offers?

Usage: coverage.py EDITOR LOG  (MVVM_LSP_FEATURES in the environment: probe.py's JSON)

Reads the client test's output: `ok   <name> [f1,f2]` (or TAP `ok N - <name> [f1]`) checked
those features, `SKIP <name> [f]` (or TAP `# SKIP`) skipped them. Fails (exit 1), saying why,
when a skipped feature is not declared unsupported for EDITOR in unsupported.json, when an
offered feature is neither checked nor declared, or when a declared feature was checked after
all. Prints the editor's declared-unsupported features with their reasons.
"""
import json
import os
import pathlib
import re
import sys

HERE = pathlib.Path(__file__).resolve().parent
# Anywhere in a line: editors' own messages sometimes precede a result on the same line.
LINE = re.compile(r"(not ok \d+ - |ok \d+ - |ok   |SKIP )(.*?)\s*\[([^\]]*)\](.*)$")


def main():
    editor, log = sys.argv[1], pathlib.Path(sys.argv[2])
    offered = {name for name, on in json.loads(os.environ["MVVM_LSP_FEATURES"]).items() if on}
    declared = json.loads((HERE / "unsupported.json").read_text()).get(editor, {})
    checked, skipped = set(), set()
    for line in log.read_text(errors="replace").splitlines():
        match = LINE.search(line)
        if not match:
            continue
        marker, _, features, rest = match.groups()
        status = "not ok" if marker.startswith("not ok") else marker.strip().split()[0]
        names = {f.strip() for f in features.split(",") if f.strip()}
        if status == "SKIP" or "# SKIP" in rest:
            skipped |= names
        elif status == "ok":
            checked |= names
    problems = []
    for feature in sorted(skipped - set(declared) - checked):
        problems.append(f"skipped `{feature}` without declaring it unsupported for {editor}")
    for feature in sorted(offered - checked - set(declared)):
        problems.append(f"does not check `{feature}` and does not declare it unsupported")
    for feature in sorted(checked & set(declared)):
        problems.append(f"checks `{feature}`, declared unsupported: remove it from unsupported.json")
    for feature, reason in sorted(declared.items()):
        print(f"    unsupported in {editor}: {feature} — {reason}")
    for problem in problems:
        print(f"    COVERAGE {editor}: {problem}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
