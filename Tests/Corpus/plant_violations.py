#!/usr/bin/env python3
"""Recall check on real code: plant each rule's violation in a copy of real convention code.

    Tests/Corpus/plant_violations.py --binary PATH --corpus DIR [--out DIR] [--plants FILE]
                                     [--only id,id] [--list]

Narrowing a rule to silence false positives on real code can blind it to the real thing. For
every plant of plants.json (next to this script unless --plants):

1. copy the plant's real file (and the files or folders it needs for context: the view model,
   its contract, a router) from the materialised corpus (DIR/<app>/…, see materialize.sh) into
   two fresh folders, `before` and `after`, keeping their paths relative to the app;
2. write `.mvvm-lsp.yml` at both roots with the plant's `convention` (and `lintNonAppCode: true`
   when asked), since a copy loses the workspace that decided the convention;
3. apply the plant's edits to the `after` copy: each is anchored on exactly one line of the real
   file (a missing or ambiguous anchor stops the run: the corpus commit is pinned in corpus.tsv,
   so a failing anchor means the plant, or the corpus folder, is wrong);
4. run `PATH check --format json --fail-on never` on both folders;
5. the plant is *reported* when a finding of its rule in the planted file covers the planted
   line, and *new* when that finding's rule and line text occur more often after than before.

Prints one row per plant (rule, real file, planted line, reported, new, findings before → after)
and, for every plant not reported, the planted code and what was reported near it. With --out the
two copies, the raw JSON and summary.tsv / summary.json are kept in OUT/<plant id>/.

Exit status: 0 when every plant is reported, 1 when one is not, 2 for errors (missing corpus
file, anchor not found or ambiguous, `check` failing).

A development tool, like run_corpus.py, not part of CI. Python standard library only.
"""

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent


class PlantError(Exception):
    """A plant that cannot be set up: reported loudly, exit status 2."""


# --------------------------------------------------------------------------- plants

def load_plants(path):
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    plants = data["plants"]
    seen = set()
    for plant in plants:
        for key in ("id", "rule", "app", "file"):
            if key not in plant:
                raise SystemExit(f"{path}: plant {plant.get('id', '?')} has no `{key}`")
        if not plant.get("edits") and not plant.get("with_edits"):
            raise SystemExit(f"{path}: plant {plant['id']} has neither `edits` nor `with_edits`")
        if not plant.get("edits") and "expect_at" not in plant:
            raise SystemExit(f"{path}: plant {plant['id']} edits only other files, so it needs `expect_at`")
        if plant["id"] in seen:
            raise SystemExit(f"{path}: duplicate plant id {plant['id']}")
        seen.add(plant["id"])
    return plants


def read_corpus_commits(path):
    commits = {}
    if path.exists():
        with open(path, encoding="utf-8") as f:
            header = f.readline().rstrip("\n").split("\t")
            for line in f:
                if line.strip() and not line.startswith("#"):
                    row = dict(zip(header, line.rstrip("\n").split("\t")))
                    commits[row["folder"]] = row.get("commit", "-")
    return commits


def config_text(plant):
    lines = []
    if plant.get("convention"):
        lines.append(f"convention: {plant['convention']}")
    if plant.get("lint_non_app_code"):
        lines.append("lintNonAppCode: true")
    if plant.get("plain_profile"):
        lines.append(f"plainProfile: {plant['plain_profile']}")
    return "\n".join(lines) + "\n" if lines else None


def copy_sources(plant, app_dir, dest):
    """Copy the plant's file and its `with` files/folders from the app into dest."""
    for rel in [plant["file"], *plant.get("with", [])]:
        src = app_dir / rel
        if not src.exists():
            raise PlantError(f"{plant['id']}: {src} does not exist (is the corpus materialised?)")
        target = dest / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        if src.is_dir():
            shutil.copytree(src, target, dirs_exist_ok=True)
        else:
            shutil.copyfile(src, target)
    config = config_text(plant)
    if config:
        (dest / ".mvvm-lsp.yml").write_text(config, encoding="utf-8")


def indentation(line):
    return line[: len(line) - len(line.lstrip())]


def find_anchor(plant, lines, edit):
    at = edit["at"]
    hits = [i for i, line in enumerate(lines) if at in line]
    occurrence = edit.get("occurrence")
    if occurrence is not None:
        if occurrence < 1 or occurrence > len(hits):
            raise PlantError(
                f"{plant['id']}: anchor {at!r} occurrence {occurrence} not found "
                f"({len(hits)} lines contain it) in {plant['file']}")
        return hits[occurrence - 1]
    if not hits:
        raise PlantError(f"{plant['id']}: anchor {at!r} not found in {plant['file']}")
    if len(hits) > 1:
        raise PlantError(
            f"{plant['id']}: anchor {at!r} is on {len(hits)} lines of {plant['file']} "
            f"({', '.join(str(i + 1) for i in hits)}): give `occurrence` or a longer anchor")
    return hits[0]


def apply_edits(plant, text, edits=None):
    """Apply the plant's edits (or `edits`, for a `with_edits` file); return the new text and the
    1-based planted line."""
    lines = text.split("\n")
    first_planted = None
    for edit in plant.get("edits", []) if edits is None else edits:
        i = find_anchor(plant, lines, edit)
        line = lines[i]
        if "insert_before" in edit or "insert_after" in edit:
            new = [indentation(line) + x if x else x
                   for x in edit.get("insert_before") or edit.get("insert_after")]
            at = i if "insert_before" in edit else i + 1
            lines[at:at] = new
            planted = at
        elif edit.get("delete"):
            del lines[i]
            planted = min(i, len(lines) - 1)
        elif "with" in edit:
            old = edit.get("replace", edit["at"])
            if old not in line:
                raise PlantError(f"{plant['id']}: {old!r} is not on the anchor line {line.strip()!r}")
            lines[i] = line.replace(old, edit["with"], 1)
            planted = i
        else:
            raise PlantError(f"{plant['id']}: an edit needs `with`, `insert_before`, `insert_after` or `delete`")
        if first_planted is None:
            first_planted = planted
    new_text = "\n".join(lines)
    if edits is not None:
        return new_text, None
    if "expect_at" in plant:
        hits = [n for n, line in enumerate(lines) if plant["expect_at"] in line]
        if len(hits) != 1:
            raise PlantError(
                f"{plant['id']}: expect_at {plant['expect_at']!r} is on {len(hits)} lines of the planted file")
        return new_text, hits[0] + 1
    return new_text, first_planted + 1


def planted_snippet(plant):
    """The plant's own code, for the report."""
    parts = []
    for edit in plant.get("edits", []) + [e for edits in plant.get("with_edits", {}).values() for e in edits]:
        if "insert_before" in edit or "insert_after" in edit:
            where = "before" if "insert_before" in edit else "after"
            body = "\n".join("    + " + x for x in (edit.get("insert_before") or edit.get("insert_after")))
            parts.append(f"  insert {where} the line containing {edit['at']!r}:\n{body}")
        elif edit.get("delete"):
            parts.append(f"  delete the line containing {edit['at']!r}")
        else:
            old = edit.get("replace", edit["at"])
            parts.append(f"  on the line containing {edit['at']!r}: {old!r} → {edit['with']!r}")
    return "\n".join(parts)


# --------------------------------------------------------------------------- running check

def run_check(binary, root, json_out=None):
    proc = subprocess.run(
        [str(binary), "check", "--format", "json", "--fail-on", "never", str(root)],
        capture_output=True, text=True)
    if json_out:
        json_out.write_text(proc.stdout, encoding="utf-8")
    if proc.returncode != 0:
        raise PlantError(f"`check` exited {proc.returncode} on {root}: {proc.stderr.strip()[:500]}")
    try:
        diagnostics = json.loads(proc.stdout)["diagnostics"]
    except (ValueError, KeyError) as error:
        raise PlantError(f"`check` output on {root} is not the expected JSON: {error}")
    for d in diagnostics:
        path = Path(d["file"])
        if not path.is_absolute():
            path = Path.cwd() / path
        try:
            d["rel"] = str(path.resolve().relative_to(root.resolve()))
        except ValueError:
            d["rel"] = str(path)
    return diagnostics


def keyed(diagnostics, root):
    """(rule, file, text of the finding's first line) for each finding: stable across shifts."""
    cache = {}
    keys = Counter()
    for d in diagnostics:
        if d["rel"] not in cache:
            try:
                cache[d["rel"]] = (root / d["rel"]).read_text(encoding="utf-8").split("\n")
            except OSError:
                cache[d["rel"]] = []
        lines = cache[d["rel"]]
        text = lines[d["line"] - 1].strip() if 0 < d["line"] <= len(lines) else ""
        keys[(d["rule"], d["rel"], text)] += 1
    return keys


def line_text(root, rel, line):
    lines = (root / rel).read_text(encoding="utf-8").split("\n")
    return lines[line - 1].strip() if 0 < line <= len(lines) else ""


# --------------------------------------------------------------------------- one plant

def run_plant(plant, args, work):
    app_dir = args.corpus / plant["app"]
    before, after = work / "before", work / "after"
    for root in (before, after):
        if root.exists():
            shutil.rmtree(root)
        root.mkdir(parents=True)
        copy_sources(plant, app_dir, root)
    target = after / plant["file"]
    new_text, line = apply_edits(plant, target.read_text(encoding="utf-8"))
    target.write_text(new_text, encoding="utf-8")
    # Edits in a `with` file (the child whose declaration makes the plant's line a violation).
    for rel, edits in plant.get("with_edits", {}).items():
        other = after / rel
        other.write_text(apply_edits(plant, other.read_text(encoding="utf-8"), edits)[0], encoding="utf-8")

    keep = args.out is not None
    diags_before = run_check(args.binary, before, work / "before.json" if keep else None)
    diags_after = run_check(args.binary, after, work / "after.json" if keep else None)

    in_file = [d for d in diags_after if d["rel"] == plant["file"]]
    hits = [d for d in in_file
            if d["rule"] == plant["rule"] and d["line"] <= line <= d.get("endLine", d["line"])]
    planted_key = (plant["rule"], plant["file"], line_text(after, plant["file"], line))
    keys_before, keys_after = keyed(diags_before, before), keyed(diags_after, after)
    new = bool(hits) and keys_after[planted_key] > keys_before[planted_key]
    rule_before = sum(1 for d in diags_before if d["rule"] == plant["rule"])
    rule_after = sum(1 for d in diags_after if d["rule"] == plant["rule"])
    nearby = [d for d in in_file if abs(d["line"] - line) <= 3]
    return {
        "id": plant["id"],
        "rule": plant["rule"],
        "app": plant["app"],
        "file": plant["file"],
        "line": line,
        "planted_text": planted_key[2],
        "reported": bool(hits),
        "new": new,
        "message": hits[0]["message"] if hits else None,
        "findings_before": len(diags_before),
        "findings_after": len(diags_after),
        "rule_before": rule_before,
        "rule_after": rule_after,
        "nearby": [{"line": d["line"], "rule": d["rule"], "message": d["message"]} for d in nearby],
        "error": None,
    }


# --------------------------------------------------------------------------- report

def print_table(results):
    headers = ["plant", "rule", "real file", "line", "reported", "new", "findings", "of the rule"]
    rows = []
    for r in results:
        if r["error"]:
            rows.append([r["id"], r["rule"], f"{r['app']}/{r['file']}", "-", "ERROR", "-", "-", "-"])
            continue
        rows.append([
            r["id"], r["rule"], f"{r['app']}/{Path(r['file']).name}", str(r["line"]),
            "yes" if r["reported"] else "NO", "yes" if r["new"] else ("-" if not r["reported"] else "no"),
            f"{r['findings_before']} → {r['findings_after']}", f"{r['rule_before']} → {r['rule_after']}",
        ])
    widths = [max(len(h), *(len(row[i]) for row in rows)) for i, h in enumerate(headers)]
    print("| " + " | ".join(h.ljust(w) for h, w in zip(headers, widths)) + " |")
    print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    for row in rows:
        print("| " + " | ".join(c.ljust(w) for c, w in zip(row, widths)) + " |")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", required=True, type=Path, help="the mvvm-lsp executable")
    parser.add_argument("--corpus", required=True, type=Path, help="materialised corpus folder")
    parser.add_argument("--out", type=Path, help="keep the copies and results here")
    parser.add_argument("--plants", type=Path, default=HERE / "plants.json")
    parser.add_argument("--only", help="comma-separated plant ids")
    parser.add_argument("--list", action="store_true", help="list the plants and exit")
    args = parser.parse_args()

    plants = load_plants(args.plants)
    if args.only:
        wanted = set(args.only.split(","))
        unknown = wanted - {p["id"] for p in plants}
        if unknown:
            raise SystemExit(f"unknown plant ids: {', '.join(sorted(unknown))}")
        plants = [p for p in plants if p["id"] in wanted]
    if args.list:
        for p in plants:
            print(f"{p['id']}\t{p['rule']}\t{p['app']}/{p['file']}")
        return 0
    if not args.binary.exists():
        raise SystemExit(f"no binary at {args.binary}")
    if not args.corpus.is_dir():
        raise SystemExit(f"no corpus folder at {args.corpus}")

    commits = read_corpus_commits(HERE / "corpus.tsv")
    apps = sorted({p["app"] for p in plants})
    print("corpus: " + ", ".join(f"{a}@{commits.get(a, '?')[:10]}" for a in apps))

    temp = None
    if args.out:
        args.out.mkdir(parents=True, exist_ok=True)
        base = args.out
    else:
        temp = tempfile.TemporaryDirectory(prefix="mvvm-plants-")
        base = Path(temp.name)

    results = []
    try:
        for plant in plants:
            try:
                result = run_plant(plant, args, base / plant["id"])
            except PlantError as error:
                print(f"ERROR {error}", file=sys.stderr)
                result = {"id": plant["id"], "rule": plant["rule"], "app": plant["app"],
                          "file": plant["file"], "error": str(error), "reported": False}
            result["snippet"] = planted_snippet(plant)
            results.append(result)
    finally:
        if temp:
            temp.cleanup()

    print()
    print_table(results)

    missed = [r for r in results if not r["error"] and not r["reported"]]
    old = [r for r in results if r.get("reported") and not r.get("new")]
    for r in missed:
        print(f"\nNOT REPORTED: {r['id']} ({r['rule']}) in {r['app']}/{r['file']}:{r['line']}")
        print(f"  planted line: {r['planted_text']}")
        print(r["snippet"])
        if r["nearby"]:
            print("  reported within 3 lines:")
            for d in r["nearby"]:
                print(f"    {d['line']}: {d['rule']}: {d['message']}")
        else:
            print("  nothing reported within 3 lines")
    for r in results:
        if r["error"]:
            print(f"\nCOULD NOT PLANT: {r['error']}")
    for r in old:
        print(f"\nREPORTED BUT NOT NEW: {r['id']}: the unplanted copy already has {r['rule']} "
              f"on a line reading {r['planted_text']!r}")

    if args.out:
        with open(args.out / "summary.json", "w", encoding="utf-8") as f:
            json.dump(results, f, indent=2, ensure_ascii=False)
        with open(args.out / "summary.tsv", "w", encoding="utf-8") as f:
            f.write("id\trule\tfile\tline\treported\tnew\tfindings before\tfindings after\n")
            for r in results:
                if r["error"]:
                    f.write(f"{r['id']}\t{r['rule']}\t{r['app']}/{r['file']}\t-\tERROR\t-\t-\t-\n")
                else:
                    f.write(f"{r['id']}\t{r['rule']}\t{r['app']}/{r['file']}\t{r['line']}\t"
                            f"{'yes' if r['reported'] else 'no'}\t{'yes' if r['new'] else 'no'}\t"
                            f"{r['findings_before']}\t{r['findings_after']}\n")

    errors = [r for r in results if r["error"]]
    reported = sum(1 for r in results if r.get("reported"))
    print(f"\n{reported} of {len(results)} plants reported"
          + (f", {len(errors)} could not be planted" if errors else ""))
    if errors:
        return 2
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
