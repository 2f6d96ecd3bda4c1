"""Hostile input on `mvvm-lsp mcp`'s standard input: the server answers every bad line with an
error and goes on, or exits cleanly at the end of its input; it never hangs.

These talk raw newline-delimited JSON-RPC, as MCP's stdio transport defines it, so that they
can send what no well-behaved client would.
"""
import json
import queue
import subprocess
import threading
import time

import pytest

from conftest import BINARY

INITIALIZE = {"jsonrpc": "2.0", "id": "init", "method": "initialize", "params": {
    "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "robustness", "version": "1"}}}


class RawServer:
    """The server as a child process, its output lines read on a thread."""

    def __init__(self, root):
        self.process = subprocess.Popen([BINARY, "mcp", "--root", str(root)], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.lines = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.process.stdout:
            self.lines.put(line)
        self.lines.put(None)

    def send_bytes(self, data):
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def send_bytes_within(self, data, seconds):
        """Writes data on a thread; fails when the server has not read it all in time (a server
        that stops reading would block the write for ever)."""
        writer = threading.Thread(target=self.send_bytes, args=(data,), daemon=True)
        writer.start()
        writer.join(seconds)
        assert not writer.is_alive(), f"the server did not read {len(data)} bytes within {seconds} s"

    def send(self, message):
        self.send_bytes(json.dumps(message).encode() + b"\n")

    def next_message(self, timeout=30):
        line = self.lines.get(timeout=timeout)
        assert line is not None, "the server closed its output"
        return json.loads(line)

    def answer(self, request_id, timeout=30):
        """The response to request_id, skipping anything else the server sends."""
        deadline = time.monotonic() + timeout
        while True:
            message = self.next_message(max(0.1, deadline - time.monotonic()))
            if message.get("id") == request_id:
                return message

    def initialize(self):
        self.send(INITIALIZE)
        assert "serverInfo" in self.answer("init")["result"]
        self.send({"jsonrpc": "2.0", "method": "notifications/initialized"})

    def ping(self, request_id):
        self.send({"jsonrpc": "2.0", "id": request_id, "method": "ping"})
        return self.answer(request_id)

    def close(self, timeout=30):
        """Closes the input; returns the exit status (fails the test when the server hangs)."""
        self.process.stdin.close()
        return self.process.wait(timeout=timeout)

    def kill(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()


@pytest.fixture
def start(tmp_path):
    """Starts servers on an empty workspace; kills any still running when the test ends."""
    servers = []

    def start_server():
        servers.append(RawServer(tmp_path))
        return servers[-1]

    yield start_server
    for server in servers:
        server.kill()


def test_garbage_lines_are_answered_with_errors_and_the_server_goes_on(start):
    server = start()
    server.initialize()
    garbage = [b"not json at all", b"{", b"\xff\xfe\x00binary", b"[1, 2", b'{"jsonrpc": "2.0"}', b"42", b'"text"']
    for line in garbage:
        server.send_bytes(line + b"\n")
        reply = server.next_message()
        assert "error" in reply, (line, reply)
    server.send_bytes(b"\n\n   \n")  # blank lines are no messages
    assert server.ping("after-garbage")["result"] == {}
    assert server.close() == 0


def test_a_request_for_an_unknown_method_is_an_error(start):
    server = start()
    server.initialize()
    server.send({"jsonrpc": "2.0", "id": 7, "method": "tools/explode", "params": {}})
    assert server.answer(7)["error"]["code"] == -32601
    assert server.close() == 0


def test_a_huge_message_is_answered_with_an_error_and_the_server_goes_on(start):
    server = start()
    server.initialize()
    huge = {"jsonrpc": "2.0", "id": "huge", "method": "tools/call",
            "params": {"name": "check", "arguments": {"paths": ["x" * (32 * 1024 * 1024)]}}}
    server.send_bytes_within(json.dumps(huge).encode() + b"\n", seconds=60)
    reply = server.next_message(timeout=30)
    assert "error" in reply, reply
    assert server.ping("after-huge")["result"] == {}
    assert server.close() == 0


def test_a_large_valid_message_under_the_limit_is_answered(start):
    server = start()
    server.initialize()
    large = {"jsonrpc": "2.0", "id": "large", "method": "tools/call",
             "params": {"name": "explain_rule", "arguments": {"rule": "r" * (2 * 1024 * 1024)}}}
    server.send_bytes_within(json.dumps(large).encode() + b"\n", seconds=60)
    reply = server.answer("large", timeout=60)
    assert reply["error"]["code"] == -32602
    assert server.close() == 0


def test_input_ending_inside_a_message_ends_the_server_cleanly(start):
    server = start()
    server.initialize()
    server.send_bytes_within(b'{"jsonrpc": "2.0", "id": 9, "method": "pi' + b"n" * (20 * 1024 * 1024), seconds=60)
    assert server.close(timeout=60) == 0


def test_closing_the_input_before_initializing_ends_the_server_cleanly(start):
    assert start().close() == 0
