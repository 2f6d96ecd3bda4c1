#!/usr/bin/env python3
"""A stock LSP client in 30 lines: initialize, open a file, shut down, exit. Exit code 0 on success."""
import json, subprocess, sys

server = subprocess.Popen([sys.argv[1]], stdin=subprocess.PIPE, stdout=subprocess.PIPE)

def send(message):
    body = json.dumps({"jsonrpc": "2.0", **message}).encode()
    server.stdin.write(b"Content-Length: %d\r\n\r\n%s" % (len(body), body))
    server.stdin.flush()

def receive(request_id):
    while True:
        headers = {}
        while (line := server.stdout.readline().strip()):
            name, value = line.decode().split(":", 1)
            headers[name.lower()] = value.strip()
        message = json.loads(server.stdout.read(int(headers["content-length"])))
        if message.get("id") == request_id:
            return message

send({"id": 1, "method": "initialize", "params": {"processId": None, "rootUri": None, "capabilities": {}}})
assert "capabilities" in receive(1)["result"], "initialize failed"
send({"method": "initialized", "params": {}})
send({"method": "textDocument/didOpen", "params": {"textDocument": {
    "uri": "file:///tmp/HelloView.swift", "languageId": "swift", "version": 1, "text": "struct HelloView {}\n"}}})
send({"id": 2, "method": "shutdown"})
assert receive(2)["result"] is None, "shutdown failed"
send({"method": "exit"})
sys.exit(server.wait(timeout=5))
