#!/usr/bin/env python3
"""How fast `mvvm-lsp mcp` answers once its workspace is warm (a benchmark, not a test).

    python3 Tests/Clients/mcp/warm_workspace_bench.py APP_FOLDER BINARY [--calls N] [--file F]

Starts the server on APP_FOLDER with the Python MCP SDK (a real client over stdio) and times,
as the client sees them:
- `matching_file` (of F, default the first `*View.swift`): the first call, which reads the
  workspace, then N calls on the unchanged workspace;
- `check`: its first call, then N calls on the unchanged workspace;
- `check` after one file changed: a copy of the app is served, and before each of N calls a
  comment is appended to F, so every call rereads that file and lints again.
Prints each median in milliseconds. Measure a release build.
"""
import argparse
import asyncio
import shutil
import statistics
import tempfile
import time
from pathlib import Path

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client


async def timed(session, tool, arguments):
    start = time.perf_counter()
    result = await session.call_tool(tool, arguments)
    elapsed = (time.perf_counter() - start) * 1000
    if result.is_error:
        raise SystemExit(f"{tool} failed: {result.content}")
    return elapsed


async def session_on(root, binary, work):
    parameters = StdioServerParameters(command=binary, args=["mcp", "--root", str(root)])
    async with stdio_client(parameters) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            return await work(session)


def median(values):
    return f"{statistics.median(values):8.1f} ms"


async def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("app", type=Path)
    parser.add_argument("binary")
    parser.add_argument("--calls", type=int, default=10, help="warm calls of each kind (default 10)")
    parser.add_argument("--file", help="the file matching_file asks about and the edits change, relative to the app")
    options = parser.parse_args()
    app = options.app.resolve()
    file = options.file or str(next(path for path in sorted(app.rglob("*View.swift"))
                                    if ".build" not in path.parts).relative_to(app))
    swift_files = sum(1 for _ in app.rglob("*.swift"))
    print(f"{app} ({swift_files} Swift files), matching_file of {file}, {options.calls} warm calls each")

    async def unchanged(session):
        first_match = await timed(session, "matching_file", {"file": file})
        matches = [await timed(session, "matching_file", {"file": file}) for _ in range(options.calls)]
        first_check = await timed(session, "check", {})
        checks = [await timed(session, "check", {}) for _ in range(options.calls)]
        return first_match, matches, first_check, checks

    first_match, matches, first_check, checks = await session_on(app, options.binary, unchanged)
    print(f"matching_file  first call (reads the workspace) {first_match:8.1f} ms   warm, median {median(matches)}")
    print(f"check          first call (lints)               {first_check:8.1f} ms   warm, median {median(checks)}")

    with tempfile.TemporaryDirectory() as scratch:
        copy = Path(scratch) / app.name
        shutil.copytree(app, copy, symlinks=True)
        edited = copy / file

        async def one_file_changed(session):
            await timed(session, "check", {})
            times = []
            for call in range(options.calls):
                with open(edited, "a") as handle:
                    handle.write(f"\n// edit {call}\n")
                times.append(await timed(session, "check", {}))
            return times

        changed = await session_on(copy, options.binary, one_file_changed)
    print(f"check          after one file changed           median {median(changed)}")


if __name__ == "__main__":
    asyncio.run(main())
