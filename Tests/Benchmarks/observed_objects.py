#!/usr/bin/env python3
"""The cost of `mvvm/observed-object-created-in-view` against reading, on generated inputs.

Writes, in a temporary folder, plain SwiftUI packages whose views each create the
`ObservableObject` they hold as `@ObservedObject` (and a parent that builds each view):
VIEWS view files of one view each (for each count of --views), and one file holding
--one-file views. For each it runs `BINARY check --no-cache --timing` (with `plainProfile:
strict`, so the rule runs in plain code whatever its default; `--jobs 1`) and prints the reading time,
the rule's time and its share. Then, on the one-file package, it starts `BINARY serve`, opens
the file, waits for its diagnostics, inserts one character on a line (a keystroke) and prints
how long the server takes to publish the diagnostics of that version, for --keystrokes
keystrokes. Python 3 standard library only; the server client is server_memory.py's.

    Tests/Benchmarks/observed_objects.py --binary .build-release/release/mvvm-lsp \
        [--views 300 600 1500] [--one-file 1500] [--keystrokes 5]
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from server_memory import Server  # noqa: E402

MANIFEST = """// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "App", targets: [.target(name: "App")])
"""


def view_source(index):
    """One model, the view creating it as `@ObservedObject` (and holding a value in `@State`, which
    the state-ownership rules look up in the workspace type model), and a parent building the view."""
    return "\n".join([
        f"final class Model{index}: ObservableObject {{",
        "    @Published var count = 0",
        "    func increment() { count += 1 }",
        "}",
        f"struct Draft{index} {{ var text = \"\" }}",
        f"struct Screen{index}: View {{",
        f"    @ObservedObject var model = Model{index}()",
        f"    @State private var draft = Draft{index}()",
        '    var body: some View { Text("\\(model.count)").onTapGesture { model.increment() } }',
        "}",
        f"struct Parent{index}: View {{ var body: some View {{ Screen{index}() }} }}",
        "",
    ])


def package(folder, files):
    os.makedirs(os.path.join(folder, "Sources", "App"))
    with open(os.path.join(folder, "Package.swift"), "w") as out:
        out.write(MANIFEST)
    with open(os.path.join(folder, ".mvvm-lsp.yml"), "w") as out:
        out.write("plainProfile: strict\n")
    for name, text in files.items():
        with open(os.path.join(folder, "Sources", "App", name), "w") as out:
            out.write("import SwiftUI\n\n" + text)


def timing(binary, folder):
    """(reading, rule, findings, slowest other rule and its time) of one `check --timing` run."""
    # One job: the rules' time is summed over threads, so with two threads it would be CPU time
    # set against the reading's wall-clock time; with one, both are the time one core spends.
    run = subprocess.run([binary, "check", "--jobs", "1", "--no-cache", "--timing", "."], cwd=folder,
                         capture_output=True, text=True)
    reading = float(re.search(r"reading\s+([\d.]+) s", run.stderr).group(1))
    rule = re.search(r"mvvm/observed-object-created-in-view\s+([\d.]+) s", run.stderr)
    findings = len(re.findall(r"\[mvvm/observed-object-created-in-view\]", run.stdout))
    others = [(float(seconds), name) for name, seconds in re.findall(r"^\s+([a-z]+/[a-z-]+)\s+([\d.]+) s", run.stderr, re.M)
              if name != "mvvm/observed-object-created-in-view"]
    slowest = max(others, default=(0.0, "-"))
    return reading, float(rule.group(1)) if rule else 0.0, findings, slowest


def keystrokes(binary, folder, count):
    """Seconds from each keystroke in the one big file to its diagnostics."""
    path = os.path.join(folder, "Sources", "App", "Views.swift")
    uri = "file://" + path
    text = open(path).read()
    server = Server([binary, "serve"], subprocess.DEVNULL)
    try:
        root_uri = "file://" + folder
        server.request("initialize", {"processId": os.getpid(), "rootUri": root_uri,
                                      "workspaceFolders": [{"uri": root_uri, "name": "App"}],
                                      "capabilities": {"window": {"workDoneProgress": True}}}, timeout=60)
        server.notify("initialized", {})
        server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1,
                                                                "text": text}})
        server.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                    and m["params"].get("uri") == uri and m["params"].get("version") == 1, 600)
        seconds = []
        for number in range(count):
            version = number + 2
            line = 10 * (number * 137 % 1500) + 9  # a parent's line, somewhere in the file
            started = time.monotonic()
            server.notify("textDocument/didChange", {
                "textDocument": {"uri": uri, "version": version},
                "contentChanges": [{"range": {"start": {"line": line, "character": 0},
                                              "end": {"line": line, "character": 0}}, "text": " "}]})
            server.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                        and m["params"].get("uri") == uri and m["params"].get("version") == version, 600)
            seconds.append(time.monotonic() - started)
        return seconds
    finally:
        server.close()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", required=True)
    parser.add_argument("--views", type=int, nargs="*", default=[300, 600, 1500])
    parser.add_argument("--one-file", type=int, default=1500)
    parser.add_argument("--keystrokes", type=int, default=5)
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    scratch = tempfile.mkdtemp(prefix="observed-objects-")
    try:
        print("input                          reading   rule      rule/reading  findings  slowest other rule")
        for count in args.views:
            folder = os.path.join(scratch, f"files-{count}")
            package(folder, {f"Screen{i}.swift": view_source(i) for i in range(count)})
            reading, rule, findings, (other, name) = timing(binary, folder)
            print(f"{count:5d} view files              {reading:7.3f} s {rule:7.3f} s  {rule / reading:10.2f}  {findings:8d}"
                  f"  {name} {other:.3f} s")
        folder = os.path.join(scratch, "one-file")
        package(folder, {"Views.swift": "".join(view_source(i) for i in range(args.one_file))})
        reading, rule, findings, (other, name) = timing(binary, folder)
        lines = sum(1 for _ in open(os.path.join(folder, "Sources", "App", "Views.swift")))
        print(f"one file, {args.one_file} views, {lines} lines {reading:7.3f} s {rule:7.3f} s  {rule / reading:10.2f}  {findings:8d}"
              f"  {name} {other:.3f} s")
        if args.keystrokes:
            seconds = keystrokes(binary, folder, args.keystrokes)
            print("keystroke to diagnostics in the one file: " + ", ".join(f"{s:.2f} s" for s in seconds))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
