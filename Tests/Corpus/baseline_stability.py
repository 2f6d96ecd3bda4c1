#!/usr/bin/env python3
"""Does a baseline hold on real code? For every app of the corpus:

    Tests/Corpus/baseline_stability.py --binary PATH --corpus DIR [--apps a,b]

1. copies the app to a temporary folder and records its findings with `check --write-baseline`;
2. `check --baseline` on the untouched copy must report nothing;
3. shifts every line of every file with findings (a two-line header on top) and edits the line
   after each finding (a trailing comment): the baseline must still hide every finding;
and prints the counts and the time `check` takes with and without the baseline.
A development tool, not part of CI. Python standard library only.
"""

import argparse
import json
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def check(binary, root, *arguments):
    started = time.monotonic()
    run = subprocess.run([binary, "check", "--format", "json", "--fail-on", "never", *arguments, "."],
                         cwd=root, capture_output=True, text=True)
    elapsed = time.monotonic() - started
    if run.returncode != 0:
        raise SystemExit(f"check failed in {root}: {run.stderr}")
    return json.loads(run.stdout), elapsed


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True)
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--apps")
    options = parser.parse_args()
    options.binary = str(Path(options.binary).resolve())
    apps = [line.split("\t")[0] for line in (HERE / "corpus.tsv").read_text().splitlines()[1:] if line.strip()]
    if options.apps:
        apps = [app for app in apps if app in options.apps.split(",")]
    print("app\tfindings\tafter-no-edit\tafter-shift-and-edits\tcheck-s\twith-baseline-s")
    for app in apps:
        source = Path(options.corpus) / app
        if not source.is_dir():
            continue
        with tempfile.TemporaryDirectory() as temporary:
            root = Path(temporary) / app
            shutil.copytree(source, root, symlinks=True, ignore=shutil.ignore_patterns(".git", ".build"))
            report, plain_time = check(options.binary, root)
            findings = report["diagnostics"]
            subprocess.run([options.binary, "check", "--write-baseline", ".mvvm-lsp-baseline.json", "."],
                           cwd=root, capture_output=True, check=True)
            untouched, baseline_time = check(options.binary, root, "--baseline", ".mvvm-lsp-baseline.json")
            # Shift every finding down two lines and edit the line after each one.
            lines_by_file = {}
            for finding in findings:
                lines_by_file.setdefault(finding["file"], set()).update(range(finding["line"], finding["endLine"] + 1))
            for file, finding_lines in lines_by_file.items():
                path = root / file
                text = path.read_text().split("\n")
                for line in sorted(finding_lines):
                    # The line after a finding (index `line`), unless it holds a finding itself.
                    if line + 1 not in finding_lines and line < len(text) and text[line].strip() \
                            and not text[line].rstrip().endswith("\\"):
                        text[line] = text[line] + " // edited nearby"
                path.write_text("// Reviewed.\n\n" + "\n".join(text))
            edited, _ = check(options.binary, root, "--baseline", ".mvvm-lsp-baseline.json")
            print(f"{app}\t{len(findings)}\t{len(untouched['diagnostics'])}\t{len(edited['diagnostics'])}\t"
                  f"{plain_time:.2f}\t{baseline_time:.2f}")


if __name__ == "__main__":
    main()
