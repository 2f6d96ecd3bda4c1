#!/usr/bin/env python3
"""The language server's resident memory over a long editing session on a real workspace.

Starts the server (BINARY serve) over stdio rooted at ROOT, waits for indexing to end
(`$/progress` end), then runs PASSES passes over FILES Swift files of the workspace: each file is
opened with its real text, given a broken edit (`func broken( {` inserted on its middle line),
its diagnostics are awaited (pulled with `textDocument/diagnostic`, or the pushed ones of the
edited version), and it is closed. After each pass (every update answered: a workspace request
waits for them), the server's VmRSS is printed. Python 3 standard library only; the app's code
stays where it is (nothing is written to it).

    Tests/Benchmarks/server_memory.py --binary /path/to/release/mvvm-lsp \
        --root /work/corpus-sealed5/woocommerce-ios --files 400 --passes 10 [--change incremental|full]
        [--diagnostics push|pull] [--new-files-each-pass] [--trim-probe] [--settle 2]

Environment variables reach the server unchanged (for example `MALLOC_ARENA_MAX=2`), so allocator
settings can be compared run against run.
"""
import argparse
import json
import os
import queue
import subprocess
import sys
import threading
import time

SKIPPED_FOLDERS = {".build", "DerivedData", "Pods", "Carthage", "node_modules"}
BROKEN_EDIT = "func broken( {\n"


class Server:
    """The server over stdio: requests from it are answered with a null result, notifications are
    queued for whoever waits for them."""

    def __init__(self, command, stderr):
        self.proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=stderr)
        self.messages = queue.Queue()
        self.next_id = 0
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        out = self.proc.stdout
        try:
            while True:
                length = None
                while True:
                    line = out.readline()
                    if not line:
                        return
                    line = line.strip()
                    if not line:
                        break
                    name, _, value = line.decode("ascii", "replace").partition(":")
                    if name.strip().lower() == "content-length":
                        length = int(value.strip())
                if length is not None:
                    self.messages.put(json.loads(out.read(length)))
        finally:
            self.messages.put(None)

    def send(self, message):
        body = json.dumps(dict(message, jsonrpc="2.0")).encode("utf-8")
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.proc.stdin.flush()

    def notify(self, method, params):
        self.send({"method": method, "params": params})

    def wait(self, predicate, timeout):
        deadline = time.monotonic() + timeout
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise TimeoutError("no awaited message in %s s" % timeout)
            message = self.messages.get(timeout=remaining)
            if message is None:
                raise RuntimeError("the server closed its output (exit code %s)" % self.proc.poll())
            if "method" in message and "id" in message:
                self.send({"id": message["id"], "result": None})
            if predicate(message):
                return message

    def request(self, method, params, timeout=300):
        self.next_id += 1
        ident = self.next_id
        self.send({"id": ident, "method": method, "params": params})
        reply = self.wait(lambda m: m.get("id") == ident and "method" not in m, timeout)
        if "error" in reply:
            raise RuntimeError("%s: %s" % (method, reply["error"]))
        return reply.get("result")

    def server_pid(self):
        """The server: the started process, or under a wrapper (`heaptrack`, a shell script), the
        largest of its descendants."""
        return max([self.proc.pid] + descendants(self.proc.pid), key=resident_kib)

    def resident_kib(self):
        return resident_kib(self.server_pid())

    def trimmed_resident_kib(self):
        """VmRSS after glibc's `malloc_trim(0)` is called in the server (through gdb): what is
        left is memory in use, the difference free memory the allocator held."""
        subprocess.run(["gdb", "-p", str(self.server_pid()), "-batch", "-ex", "call (int)malloc_trim(0)"],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        return self.resident_kib()

    def close(self):
        try:
            self.request("shutdown", None, timeout=30)
            self.notify("exit", None)
            self.proc.wait(timeout=30)
        finally:
            if self.proc.poll() is None:
                self.proc.kill()
                self.proc.wait()


def resident_kib(pid):
    try:
        with open("/proc/%d/status" % pid) as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def descendants(pid):
    try:
        with open("/proc/%d/task/%d/children" % (pid, pid)) as f:
            children = [int(c) for c in f.read().split()]
    except OSError:
        return []
    return children + [d for c in children for d in descendants(c)]


def swift_files(root, count):
    """`count` Swift files of the workspace, spread evenly over its sorted list."""
    found = []
    for folder, folders, files in os.walk(root):
        folders[:] = sorted(f for f in folders if not f.startswith(".") and f not in SKIPPED_FOLDERS)
        found += [os.path.join(folder, f) for f in sorted(files) if f.endswith(".swift")]
    found.sort()
    step = max(1, len(found) / count)
    return [found[int(i * step)] for i in range(min(count, len(found)))], len(found)


def utf16_length(text):
    return len(text.encode("utf-16-le", errors="surrogatepass")) // 2


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", required=True)
    parser.add_argument("--root", required=True)
    parser.add_argument("--files", type=int, default=400)
    parser.add_argument("--passes", type=int, default=10)
    parser.add_argument("--change", choices=["incremental", "full"], default="incremental")
    parser.add_argument("--diagnostics", choices=["push", "pull"], default="push")
    parser.add_argument("--new-files-each-pass", action="store_true",
                        help="open FILES other files every pass (FILES x PASSES in all), as a day of editing does")
    parser.add_argument("--trim-probe", action="store_true",
                        help="after each reading, call malloc_trim(0) in the server through gdb and read RSS again")
    parser.add_argument("--settle", type=float, default=0, help="seconds to wait before each RSS reading")
    parser.add_argument("--index-timeout", type=float, default=600)
    parser.add_argument("--server-log", default=os.devnull)
    args = parser.parse_args()

    root = os.path.realpath(args.root)
    paths, total = swift_files(root, args.files * (args.passes if args.new_files_each_pass else 1))
    texts = {}
    for path in paths:
        with open(path, encoding="utf-8", errors="surrogateescape") as f:
            texts[path] = f.read()
    lines = sum(t.count("\n") for t in texts.values())
    print("%s: %d of %d Swift files, %d lines; %s changes, %s diagnostics%s"
          % (root, len(paths), total, lines, args.change, args.diagnostics,
             "; %d new files each pass" % args.files if args.new_files_each_pass else ""), flush=True)

    with open(args.server_log, "wb") as log:
        server = Server([args.binary, "serve", "--log-level", "error"], log)
        try:
            run(server, root, paths, texts, args)
        finally:
            server.close()


def run(server, root, paths, texts, args):
    root_uri = "file://" + root
    capabilities = {"window": {"workDoneProgress": True}, "workspace": {"workspaceFolders": True}}
    if args.diagnostics == "pull":
        capabilities["textDocument"] = {"diagnostic": {}}
    server.request("initialize", {"processId": os.getpid(), "rootUri": root_uri,
                                  "workspaceFolders": [{"uri": root_uri, "name": os.path.basename(root)}],
                                  "capabilities": capabilities}, timeout=60)
    started = time.monotonic()
    server.notify("initialized", {})
    server.wait(lambda m: m.get("method") == "$/progress"
                and (m.get("params") or {}).get("value", {}).get("kind") == "end", args.index_timeout)
    print("indexed in %.1f s, RSS %d MiB" % (time.monotonic() - started, server.resident_kib() // 1024), flush=True)

    readings = []
    for number in range(1, args.passes + 1):
        pass_started = time.monotonic()
        batch = paths[(number - 1) * args.files:number * args.files] if args.new_files_each_pass else paths
        for path in batch:
            uri = "file://" + path
            text = texts[path]
            server.notify("textDocument/didOpen", {"textDocument": {
                "uri": uri, "languageId": "swift", "version": 1, "text": text}})
            text_lines = text.split("\n")
            middle = len(text_lines) // 2
            if args.change == "incremental":
                change = {"range": {"start": {"line": middle, "character": 0},
                                    "end": {"line": middle, "character": 0}}, "text": BROKEN_EDIT}
            else:
                change = {"text": "\n".join(text_lines[:middle] + [BROKEN_EDIT + text_lines[middle]]
                                            + text_lines[middle + 1:]) if text_lines else BROKEN_EDIT}
            server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 2},
                                                     "contentChanges": [change]})
            if args.diagnostics == "pull":
                server.request("textDocument/diagnostic", {"textDocument": {"uri": uri}})
            else:
                server.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                            and m["params"].get("uri") == uri and m["params"].get("version") == 2, 300)
            server.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
        # A workspace request runs after every update sent before it: the pass is done.
        server.request("workspace/symbol", {"query": "BrokenNameNobodyUses"})
        if args.settle:
            time.sleep(args.settle)
        rss = server.resident_kib()
        readings.append(rss)
        trimmed = ", after malloc_trim %d MiB" % (server.trimmed_resident_kib() // 1024) if args.trim_probe else ""
        print("pass %d: RSS %d MiB%s (%.1f s)" % (number, rss // 1024, trimmed, time.monotonic() - pass_started),
              flush=True)

    summary = " ".join(str(r // 1024) for r in readings)
    print("RSS per pass (MiB): %s" % summary)
    if len(readings) >= 5:
        growth = (readings[-1] - readings[3]) / readings[3] * 100
        print("pass 4 -> %d: %+.1f %%" % (len(readings), growth))


if __name__ == "__main__":
    sys.exit(main())
