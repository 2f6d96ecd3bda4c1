"""Shared helpers of the MCP client tests: the binary, fixture copies, CLI runs and sessions.

The tests drive `mvvm-lsp mcp` with the Python `mcp` package (a client that is not ours), and
compare what it answers with what the command line does on the same tree.
"""
import asyncio
import os
import shutil
import subprocess
from pathlib import Path

import pytest
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

REPOSITORY = Path(__file__).resolve().parents[3]
FIXTURES = REPOSITORY / "Tests" / "Fixtures"
BINARY = os.environ.get("MVVM_LSP_BINARY", str(REPOSITORY / ".build" / "debug" / "mvvm-lsp"))


@pytest.fixture
def copy_fixture(tmp_path):
    """Copies a fixture workspace into a fresh folder (tests write into it) and returns its path."""
    counter = iter(range(1000))

    def copy(name):
        target = tmp_path / f"{name}-{next(counter)}"
        shutil.copytree(FIXTURES / name, target)
        return target

    return copy


def cli(*arguments, cwd=None):
    """Runs the command line; returns (status, stdout, stderr)."""
    run = subprocess.run([BINARY, *arguments], cwd=cwd, capture_output=True, text=True, timeout=120)
    return run.returncode, run.stdout, run.stderr


def with_session(root, work):
    """Starts `mvvm-lsp mcp --root root`, initializes a client session and runs `work(session)`."""

    async def main():
        parameters = StdioServerParameters(command=BINARY, args=["mcp", "--root", str(root)])
        async with stdio_client(parameters) as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                return await work(session)

    try:
        return asyncio.run(asyncio.wait_for(main(), timeout=120))
    except BaseExceptionGroup as group:
        raise first_leaf(group) from None


def first_leaf(error):
    """The first exception inside nested task-group exception groups."""
    while isinstance(error, BaseExceptionGroup):
        error = error.exceptions[0]
    return error


def call(root, tool, arguments):
    """One tool call in a session of its own."""
    return with_session(root, lambda session: session.call_tool(tool, arguments))


def tree(root):
    """Every file under root, relative path → bytes."""
    root = Path(root)
    return {str(path.relative_to(root)): path.read_bytes() for path in sorted(root.rglob("*")) if path.is_file()}
