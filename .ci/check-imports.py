#!/usr/bin/env python3
"""Package.swift declares exactly what each target imports.

For every target of `swift package dump-package`, the modules its Swift files import are
compared with the target's declared dependencies: an import not declared is "missing" (it
builds only by luck of the build order), a dependency never imported is "unused". A few
dependencies are there to be built, not imported; BUILD_ONLY names them with the reason.
Exit status 1 when anything does not match.
"""
import json
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent

# Modules of the toolchain and the platform, never declared.
SYSTEM = {
    "Foundation", "FoundationEssentials", "Dispatch", "XCTest", "Testing", "Glibc", "Musl", "Darwin",
    "Synchronization", "PackagePlugin", "XcodeProjectPlugin", "PackageDescription", "CompilerPluginSupport", "os", "_Concurrency",
}

# (target, dependency): built for the target, not imported by it.
BUILD_ONLY = {
    ("EndToEndTests", "MVVMLSPCommand"): "the tests start the built mvvm-lsp binary",
    ("ReliabilityTests", "MVVMLSPCommand"): "the tests start the built mvvm-lsp binary",
    ("GeneratorCompileTests", "CompileSurfaceMacros"): "the compiled scaffolds load the macro plugin",
    ("MVVMCheckPlugin", "MVVMLSPCommand"): "the plugin runs the mvvm-lsp tool",
    ("MVVMCheckBuildPlugin", "MVVMLSPCommand"): "the plugin runs the mvvm-lsp tool",
}

IMPORT = re.compile(r"^[ \t]*(?:@[\w().,: ]+[ \t]+)*import[ \t]+(?:(?:struct|class|enum|protocol|func|var|let|typealias)[ \t]+)?([A-Za-z_]\w*)")


def imports(text):
    """The modules a Swift file imports, leaving out code quoted in multi-line string literals."""
    modules = set()
    in_string = False
    for line in text.splitlines():
        if not in_string:
            match = IMPORT.match(line)
            if match:
                modules.add(match.group(1))
        if line.count('"""') % 2 == 1:
            in_string = not in_string
    return modules


def main():
    package = json.loads(subprocess.run(["swift", "package", "dump-package"], cwd=ROOT, check=True,
                                        capture_output=True, text=True).stdout)
    problems = []
    for target in package["targets"]:
        name = target["name"]
        folder = ROOT / (target.get("path") or ("Tests" if target["type"] == "test" else "Sources") + "/" + name)
        declared = set()
        for dependency in target["dependencies"]:
            kind, values = next(iter(dependency.items()))
            declared.add(values[0])
        imported = set()
        for file in folder.rglob("*.swift"):
            imported |= imports(file.read_text(encoding="utf-8"))
        imported -= SYSTEM | {name}
        for module in sorted(imported - declared):
            problems.append(f"{name}: imports {module} but Package.swift does not declare it")
        for module in sorted(declared - imported):
            if (name, module) not in BUILD_ONLY:
                problems.append(f"{name}: declares {module} but never imports it")
    for problem in problems:
        print(problem)
    print(f"imports check: {len(package['targets'])} targets, {len(problems)} mismatch(es)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
