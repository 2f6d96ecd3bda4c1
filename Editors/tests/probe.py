#!/usr/bin/env python3
"""Ask the real mvvm-lsp which wire-contract features it implements. A client test that cannot
check one of them fails the run unless the feature is declared unsupported for that editor in
unsupported.json (coverage.py checks this after each client).

Usage: probe.py BINARY [WORKSPACE]  ->  prints a JSON object {feature: true|false, ...}

Features:
  diagnostics   `textDocument/diagnostic` answers (not MethodNotFound) or a
                `textDocument/publishDiagnostics` arrives for an opened file
  codeAction    `textDocument/codeAction` answers
  scaffoldAction  a code action on a View without a ViewModel creates files (CreateFile)
  scaffold      `mvvm.scaffold` is in executeCommandProvider.commands
  matchingFile  `mvvm/matchingFile` answers
  openMatching  `mvvm.openMatchingFile` is in executeCommandProvider.commands
  codeLens      codeLensProvider is advertised
  indexReady    the `mvvm/indexReady` notification arrives once the workspace is read
  status        `mvvm/status` answers with the workspace folder
  hover         `textDocument/hover` on a finding explains it (its message and why)
  check         `mvvm-lsp check WORKSPACE --format json` exits 0 or 1 with a JSON report
  rules         `mvvm-lsp rules` exits 0
"""
import json
import os
import pathlib
import subprocess
import sys
import threading
import time

METHOD_NOT_FOUND = -32601


def cli_ok(binary, *args):
    try:
        return subprocess.run([binary, *args], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL, timeout=30).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


def check_ok(binary, workspace):
    try:
        run = subprocess.run([binary, "check", str(workspace), "--format", "json"], stdin=subprocess.DEVNULL,
                             capture_output=True, timeout=60)
        return run.returncode in (0, 1) and "diagnostics" in json.loads(run.stdout)
    except (OSError, subprocess.TimeoutExpired, ValueError):
        return False


class Server:
    def __init__(self, binary):
        self.proc = subprocess.Popen([binary, "--log-level", "error"], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.messages = []
        self.lock = threading.Condition()
        threading.Thread(target=self._read, daemon=True).start()
        self.next_id = 0

    def _read(self):
        out = self.proc.stdout
        while True:
            headers = {}
            while True:
                line = out.readline()
                if not line:
                    return
                line = line.strip()
                if not line:
                    break
                name, value = line.decode().split(":", 1)
                headers[name.lower()] = value.strip()
            message = json.loads(out.read(int(headers["content-length"])))
            if "id" in message and "method" in message:  # server-to-client request
                self.send({"id": message["id"], "result": None})
            with self.lock:
                self.messages.append(message)
                self.lock.notify_all()

    def send(self, message):
        body = json.dumps({"jsonrpc": "2.0", **message}).encode()
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n%s" % (len(body), body))
        self.proc.stdin.flush()

    def request(self, method, params, timeout=10):
        self.next_id += 1
        rid = self.next_id
        self.send({"id": rid, "method": method, "params": params})
        return self.wait(lambda m: m.get("id") == rid and "method" not in m, timeout)

    def wait(self, predicate, timeout):
        deadline = time.time() + timeout
        with self.lock:
            while True:
                for m in self.messages:
                    if predicate(m):
                        return m
                left = deadline - time.time()
                if left <= 0:
                    return None
                self.lock.wait(left)


def answers(response):
    return response is not None and response.get("error", {}).get("code") != METHOD_NOT_FOUND


def probe(binary, workspace):
    features = {"check": check_ok(binary, workspace), "rules": cli_ok(binary, "rules")}
    server = Server(binary)
    root = pathlib.Path(workspace).resolve()
    init = server.request("initialize", {
        "processId": os.getpid(), "rootUri": root.as_uri(),
        "workspaceFolders": [{"uri": root.as_uri(), "name": root.name}],
        "capabilities": {"workspace": {"applyEdit": True, "workspaceEdit": {"documentChanges": True,
                                                                            "resourceOperations": ["create"]}},
                         "textDocument": {"codeAction": {"codeActionLiteralSupport": {
                             "codeActionKind": {"valueSet": ["quickfix", "refactor", "source"]}}}}},
    })
    caps = (init or {}).get("result", {}).get("capabilities", {})
    commands = (caps.get("executeCommandProvider") or {}).get("commands", [])
    server.send({"method": "initialized", "params": {}})
    view = root / "Sources/App/LoginView.swift"
    uri = view.as_uri()
    server.send({"method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": uri, "languageId": "swift", "version": 1, "text": view.read_text()}}})
    doc = {"textDocument": {"uri": uri}}
    pos = {"line": 2, "character": 8}
    features["diagnostics"] = answers(server.request("textDocument/diagnostic", doc)) or \
        server.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics", 2) is not None
    features["codeAction"] = answers(server.request("textDocument/codeAction", {
        **doc, "range": {"start": pos, "end": pos}, "context": {"diagnostics": []}}))
    profile = root / "Sources/App/ProfileView.swift"
    server.send({"method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": profile.as_uri(), "languageId": "swift", "version": 1, "text": profile.read_text()}}})
    actions = server.request("textDocument/codeAction", {
        "textDocument": {"uri": profile.as_uri()}, "context": {"diagnostics": []},
        "range": {"start": {"line": 2, "character": 7}, "end": {"line": 2, "character": 18}}})
    features["scaffoldAction"] = any(
        change.get("kind") == "create"
        for action in ((actions or {}).get("result") or [])
        for change in ((action.get("edit") or {}).get("documentChanges") or []))
    features["scaffold"] = "mvvm.scaffold" in commands
    features["matchingFile"] = answers(server.request("mvvm/matchingFile", {**doc, "position": pos}))
    features["openMatching"] = "mvvm.openMatchingFile" in commands
    features["codeLens"] = "codeLensProvider" in caps
    features["indexReady"] = server.wait(lambda m: m.get("method") == "mvvm/indexReady", 30) is not None
    status = server.request("mvvm/status", None)
    features["status"] = answers(status) and bool((status.get("result") or {}).get("roots"))
    published = server.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                            and m["params"]["uri"] == uri and m["params"]["diagnostics"], 10)
    finding = published["params"]["diagnostics"][0] if published else None
    hover = finding and server.request("textDocument/hover", {**doc, "position": finding["range"]["start"]})
    contents = ((hover or {}).get("result") or {}).get("contents") or {}
    features["hover"] = bool(finding) and finding["message"] in contents.get("value", "") and "Why:" in contents.get("value", "")
    server.request("shutdown", None)
    server.send({"method": "exit"})
    try:
        server.proc.wait(timeout=5)
    except subprocess.TimeoutExpired:
        server.proc.kill()
    return features


if __name__ == "__main__":
    here = pathlib.Path(__file__).resolve().parent
    ws = sys.argv[2] if len(sys.argv) > 2 else here / "fixtures/Workspace"
    print(json.dumps(probe(sys.argv[1], ws), sort_keys=True))
