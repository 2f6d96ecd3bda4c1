#!/usr/bin/env python3
"""Run mvvm-lsp over the real-code corpus: findings per app and rule, and the pairing probe.

    Tests/Corpus/run_corpus.py --binary PATH --corpus DIR [--out DIR] [--apps a,b]

For every app of corpus.tsv materialised under --corpus (see materialize.sh):
1. `PATH check --format json --fail-on never <app>`: wall time, peak RSS, Swift files and lines,
   findings, findings per 1,000 lines, findings per rule; the raw JSON goes to OUT/<app>.check.json.
2. `PATH check --explain-convention <app>` when the binary knows the option (OUT/<app>.explain.txt).
3. The pairing probe, through the real server over stdio: name pairs `Foo{View,Screen}` ⇄
   `Foo…ViewModel` declared in the app's non-test code are asked with `mvvm/matchingFile` in both
   directions; recall per direction, and every pair in OUT/<app>.pairs.tsv (misses in
   OUT/<app>.missed.tsv). For each pair it also checks that the code lenses over both names
   (textDocument/codeLens + codeLens/resolve) name the other side (OUT/<app>.lens-missed.tsv),
   that textDocument/definition on the view's reference to the view model lands in the view
   model's file (OUT/<app>.definition-missed.tsv), and lists lenses naming a bare nested type
   (`Context`) or a non-view-model type of the view's own file (OUT/<app>.bare-lenses.tsv).

A development tool, not part of CI. Python standard library only.
"""

import argparse
import json
import os
import queue
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent

# Folders the server and `check` skip while reading a workspace (Protocol/README.md, Workspace).
SKIPPED_DIRS = {".build", "DerivedData", "Pods", "Carthage", "node_modules"}


# --------------------------------------------------------------------------- corpus list and files

def read_corpus_list(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        header = f.readline().rstrip("\n").split("\t")
        for line in f:
            if line.strip() and not line.startswith("#"):
                rows.append(dict(zip(header, line.rstrip("\n").split("\t"))))
    return rows


def swift_files(root):
    """Every *.swift file below root, minus the folders the server skips."""
    found = []
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if not d.startswith(".") and d not in SKIPPED_DIRS)
        found += [Path(folder, f) for f in sorted(files) if f.endswith(".swift")]
    return found


def is_test_path(rel):
    """Test code, left out of the pairing probe: any folder named `Tests`/`UITests`/`…Tests`
    (`UnitTests`, `CodeEditTests`, `FOSMVVMTests`…) and any `…Tests.swift` file."""
    parts = Path(rel).parts
    return any(p.endswith("Tests") for p in parts[:-1]) or parts[-1].endswith("Tests.swift")


# --------------------------------------------------------------------------- light Swift parsing

def blank_comments_and_strings(src):
    """src with comments and string literals replaced by spaces (newlines kept), so offsets stay
    valid and declarations inside comments, strings and templates are not seen."""
    out = list(src)
    n = len(src)

    def blank(a, b):
        for k in range(a, min(b, n)):
            if out[k] != "\n":
                out[k] = " "

    def skip_string(i):
        """i at the first `#` or `"` of a string literal; returns the index after it."""
        hashes = 0
        while i < n and src[i] == "#":
            hashes += 1
            i += 1
        triple = src.startswith('"""', i)
        i += 3 if triple else 1
        close = ('"""' if triple else '"') + "#" * hashes
        escape = "\\" + "#" * hashes
        while i < n:
            if src.startswith(escape, i):
                i += len(escape)
                if i < n and src[i] == "(":
                    i = skip_code(i + 1, in_parens=True)
                else:
                    i += 1
            elif src.startswith(close, i):
                return i + len(close)
            elif src[i] == "\n" and not triple:
                return i  # unterminated: stop at the end of the line
            else:
                i += 1
        return n

    def skip_code(i, in_parens=False):
        depth = 0
        while i < n:
            c = src[i]
            if src.startswith("//", i):
                j = src.find("\n", i)
                j = n if j < 0 else j
                blank(i, j)
                i = j
            elif src.startswith("/*", i):
                j, nest = i + 2, 1
                while j < n and nest:
                    if src.startswith("/*", j):
                        nest, j = nest + 1, j + 2
                    elif src.startswith("*/", j):
                        nest, j = nest - 1, j + 2
                    else:
                        j += 1
                blank(i, j)
                i = j
            elif c == '"' or (c == "#" and re.match(r'#+"', src[i:i + 8])):
                j = skip_string(i)
                blank(i, j)
                i = j
            elif c == "(":
                depth += 1
                i += 1
            elif c == ")":
                if in_parens and depth == 0:
                    return i + 1
                depth -= 1
                i += 1
            else:
                i += 1
        return n

    skip_code(0)
    return "".join(out)


DECL = re.compile(
    r"\b(struct|class|enum|protocol|actor|extension)\s+([A-Za-z_]\w*(?:\s*\.\s*[A-Za-z_]\w*)*)")
NOT_NAMES = {"func", "var", "let", "subscript", "init", "deinit", "override", "static", "final",
             "public", "private", "fileprivate", "internal", "open", "case", "typealias"}


def inheritance_clause(text, i):
    """The inheritance clause after a declared name ending at i (after optional generic
    parameters), up to `{` or `where`; '' when there is none."""
    n = len(text)
    while i < n and text[i] in " \t\r\n":
        i += 1
    if i < n and text[i] == "<":
        depth = 0
        while i < n:
            if text[i] == "<":
                depth += 1
            elif text[i] == ">" and text[i - 1] != "-":
                depth -= 1
                if depth == 0:
                    i += 1
                    break
            elif text[i] in "{;":
                break
            i += 1
        while i < n and text[i] in " \t\r\n":
            i += 1
    if i >= n or text[i] != ":":
        return ""
    end = text.find("{", i)
    clause = text[i + 1:end if end >= 0 else n]
    return re.split(r"\bwhere\b", clause)[0]


def is_view_clause(clause):
    """A SwiftUI-style view: a conformance named `View` (`SwiftUI.View`) or ending in `View`
    (`ViewModelView` of FOSMVVM, app protocols), but not UIKit/AppKit classes (`UIView`,
    `NSView`, `UITableView`…)."""
    for token in re.findall(r"[A-Za-z_][\w.]*", clause):
        last = token.split(".")[-1]
        if last.endswith("View") and not last.startswith(("UI", "NS")):
            return True
    return False


class Declaration:
    def __init__(self, name, kind, path, line, column8, column16, is_view, offset=None):
        self.name, self.kind, self.path = name, kind, path
        self.line, self.column8, self.column16, self.is_view = line, column8, column16, is_view
        self.offset = offset  # index of the name in the file's text (characters)


def declarations(path):
    raw = path.read_bytes()
    src = raw.decode("utf-8", errors="surrogateescape")
    text = blank_comments_and_strings(src)
    line_starts = [0] + [m.end() for m in re.finditer("\n", src)]
    result = []
    for m in DECL.finditer(text):
        kind, name = m.group(1), re.sub(r"\s+", "", m.group(2))
        if name in NOT_NAMES:
            continue
        if kind == "extension":
            name = name.split(".")[-1]
        elif "." in name:
            continue
        start = m.start(2) if kind != "extension" else m.end(2) - len(name)
        lo, hi = 0, len(line_starts) - 1  # line of `start`
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if line_starts[mid] <= start:
                lo = mid
            else:
                hi = mid - 1
        prefix = src[line_starts[lo]:start]
        column8 = len(prefix.encode("utf-8", errors="surrogateescape"))
        column16 = len(prefix.encode("utf-16-le", errors="surrogatepass")) // 2
        clause = inheritance_clause(text, m.end(2))
        result.append(Declaration(name, kind, path, lo, column8, column16, is_view_clause(clause),
                                  start))
    return result


def name_pairs(app_dir, files, declared=None):
    """Name pairs of the app's non-test code: a view `FooView`/`FooScreen` and a view model
    `FooViewModel`, `FooViewViewModel` or `FooScreenViewModel` (class, struct, actor or
    protocol), both declared. Returns the pairs; `declared` (a dict), when given, is filled with
    every declared type's name -> the real paths of the files declaring it."""
    views = defaultdict(list)       # name -> primary declarations (struct/class/enum/actor)
    view_exts = defaultdict(list)   # name -> `extension Name: …View` declarations
    view_names = set()
    models = defaultdict(list)
    for path in files:
        rel = path.relative_to(app_dir).as_posix()
        if is_test_path(rel):
            continue
        for d in declarations(path):
            if declared is not None and d.kind != "extension":
                declared.setdefault(d.name, set()).add(os.path.realpath(d.path))
            if d.kind in ("struct", "class", "enum", "actor"):
                views[d.name].append(d)
                if d.is_view:
                    view_names.add(d.name)
            elif d.kind == "extension" and d.is_view:
                view_exts[d.name].append(d)
                view_names.add(d.name)
            if d.name.endswith("ViewModel") and d.kind in ("struct", "class", "actor", "protocol"):
                models[d.name].append(d)
    pairs = []
    for view in sorted(view_names):
        for suffix in ("View", "Screen"):
            stem = view[:-len(suffix)] if view.endswith(suffix) else ""
            if not stem:
                continue
            for model in sorted({stem + "ViewModel", view + "ViewModel"}):
                if model not in models:
                    continue
                view_decls = ([d for d in views[view] if d.is_view] or views[view]
                              or view_exts[view])
                pairs.append({
                    "view": view, "viewModel": model,
                    "viewDecls": sorted(view_decls, key=lambda d: str(d.path)),
                    "viewFiles": {os.path.realpath(d.path) for d in view_decls + view_exts[view]},
                    "modelDecls": sorted(models[model], key=lambda d: str(d.path)),
                })
    return pairs


def _matching_close(text, i, open_c, close_c):
    """Index of the bracket closing the one at i, else len(text)."""
    depth = 0
    for k in range(i, len(text)):
        c = text[k]
        if c == open_c:
            depth += 1
        elif c == close_c and not (close_c == ">" and text[k - 1] == "-"):
            depth -= 1
            if depth == 0:
                return k
    return len(text)


STORED_PROPERTY = re.compile(r"\b(?:var|let)\s+[A-Za-z_]\w*\s*:\s*([^=\n{]+)")
INITIALIZED_PROPERTY = re.compile(r"\b(?:var|let)\s+[A-Za-z_]\w*\s*=\s*([A-Za-z_][\w.]*)\s*\(")
ENVIRONMENT_TYPE = re.compile(r"@Environment\s*\(\s*([A-Za-z_][\w.]*)\s*\.\s*self\s*\)")


def view_model_reference(view, model):
    """Where the view's declaration names the view model in a type: its generic parameters'
    constraints (`<VM: FooViewModelContract>`), then its member-level stored properties in
    order (`var|let name: Type` or `var|let name = Type(…)` at the body's top level,
    `@Environment(FooViewModel.self)`).
    The first identifier starting with the view model's name (`FooViewModel`,
    `FooViewModel.Context`, `FooViewModelContract`…) counts. Returns (identifier, line,
    column8, column16, what) or None for a name-only pair."""
    if view.offset is None or view.kind == "protocol":
        return None
    src = view.path.read_bytes().decode("utf-8", errors="surrogateescape")
    text = blank_comments_and_strings(src)
    mention = re.compile(r"\b%s\w*" % re.escape(model))
    candidates = []  # (offset in text, identifier, what)
    i = view.offset + len(view.name)
    while i < len(text) and text[i] in " \t\r\n":
        i += 1
    if i < len(text) and text[i] == "<":
        end = _matching_close(text, i, "<", ">")
        for m in mention.finditer(text, i, end):
            candidates.append((m.start(), m.group(0), "generic constraint"))
        i = end
    body = text.find("{", i)
    if body >= 0:
        end = _matching_close(text, body, "{", "}")
        depth, depths = 0, {}
        for k in range(body, end):
            c = text[k]
            if c == "{":
                depth += 1
            elif c == "}":
                depth -= 1
            depths[k] = depth
        for regex, what in ((STORED_PROPERTY, "property"), (INITIALIZED_PROPERTY, "initializer"),
                            (ENVIRONMENT_TYPE, "@Environment")):
            for m in regex.finditer(text, body + 1, end):
                if depths.get(m.start()) != 1:
                    continue
                found = mention.search(text, m.start(1), m.end(1))
                if found:
                    candidates.append((found.start(), found.group(0), what))
    if not candidates:
        return None
    start, identifier, what = min(candidates)
    line_start = src.rfind("\n", 0, start) + 1
    line = src.count("\n", 0, line_start)
    prefix = src[line_start:start]
    return (identifier, line, len(prefix.encode("utf-8", errors="surrogateescape")),
            len(prefix.encode("utf-16-le", errors="surrogatepass")) // 2, what)


# --------------------------------------------------------------------------- LSP client

class LspClient:
    """A small LSP client over stdio: requests from the server are answered with a null result,
    notifications are dropped unless a wait is looking for them."""

    def __init__(self, command, cwd, stderr_path):
        self.stderr = open(stderr_path, "wb")
        self.proc = subprocess.Popen(command, cwd=cwd, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=self.stderr)
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
                if length is None:
                    continue
                self.messages.put(json.loads(out.read(length)))
        finally:
            self.messages.put(None)

    def send(self, message):
        body = json.dumps(dict(message, jsonrpc="2.0")).encode("utf-8")
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.proc.stdin.flush()

    def notify(self, method, params=None):
        self.send({"method": method, "params": params} if params is not None else {"method": method})

    def wait(self, predicate, timeout):
        """The first message satisfying predicate, or None after timeout seconds."""
        deadline = time.monotonic() + timeout
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return None
            try:
                message = self.messages.get(timeout=remaining)
            except queue.Empty:
                return None
            if message is None:
                raise RuntimeError("the server closed its output (exit code %s)" % self.proc.poll())
            if "method" in message and "id" in message:  # a request from the server
                self.send({"id": message["id"], "result": None})
            if predicate(message):
                return message

    def request(self, method, params, timeout=60):
        self.next_id += 1
        ident = self.next_id
        self.send({"id": ident, "method": method, "params": params})
        reply = self.wait(lambda m: m.get("id") == ident and "method" not in m, timeout)
        if reply is None:
            raise TimeoutError("%s: no answer in %s s" % (method, timeout))
        if "error" in reply:
            raise RuntimeError("%s: %s" % (method, reply["error"]))
        return reply.get("result")

    def close(self):
        try:
            self.request("shutdown", None, timeout=10)
            self.notify("exit")
            self.proc.wait(timeout=10)
        except Exception:
            pass
        finally:
            if self.proc.poll() is None:
                self.proc.kill()
                self.proc.wait()
            self.stderr.close()


def uri_path(uri):
    return os.path.realpath(urllib.parse.unquote(urllib.parse.urlparse(uri).path))


# Names a lens should never show alone: members nested in a view model (`FooViewModel.Context`,
# `.State`…) or a view's nested `ViewModel`, shown without their enclosing type.
BARE_NESTED_NAMES = {"Context", "State", "ViewState", "Action", "ViewAction", "Model", "Store",
                     "ViewModel", "View", "Screen"}


def lens_names(title):
    """The type names of a resolved lens title ("View: `A`, `B`", "ViewModel: `X`")."""
    return re.findall(r"`([^`]+)`", title or "")


def location_paths(result):
    """The files of a definition / matching-file answer: Location, Location[], LocationLink[]."""
    if not result:
        return []
    if isinstance(result, dict):
        result = [result]
    return [uri_path(loc.get("uri") or loc.get("targetUri")) for loc in result]


def probe_pairs(binary, app_dir, pairs, out_dir, app, index_timeout, declared=None):
    """For every pair: mvvm/matchingFile in both directions, the code lenses over both names
    (textDocument/codeLens + codeLens/resolve) and textDocument/definition on the view's
    reference to the view model; returns a summary dict."""
    declared = declared or {}
    client = LspClient([binary], cwd=app_dir, stderr_path=out_dir / (app + ".server.log"))
    summary = {"pairs": len(pairs)}
    try:
        root = app_dir.as_uri()
        init = client.request("initialize", {
            "processId": os.getpid(),
            "clientInfo": {"name": "run_corpus.py"},
            "rootUri": root,
            "workspaceFolders": [{"uri": root, "name": app}],
            "capabilities": {
                "general": {"positionEncodings": ["utf-8"]},
                "window": {"workDoneProgress": True},
                "workspace": {"workspaceFolders": True},
            },
        }, timeout=60)
        encoding = (init.get("capabilities") or {}).get("positionEncoding", "utf-16")
        started = time.monotonic()
        client.notify("initialized", {})
        end = client.wait(lambda m: m.get("method") == "$/progress"
                          and (m.get("params") or {}).get("value", {}).get("kind") == "end",
                          index_timeout)
        summary["indexSeconds"] = round(time.monotonic() - started, 1)
        summary["indexEnd"] = end["params"]["value"].get("message") if end else None
        if end is None:
            print("  warning: %s: no indexing `end` progress in %s s; probing anyway"
                  % (app, index_timeout), file=sys.stderr)

        def ask(decl, wanted):
            column = decl.column8 if encoding == "utf-8" else decl.column16
            result = client.request("mvvm/matchingFile", {
                "textDocument": {"uri": decl.path.as_uri()},
                "position": {"line": decl.line, "character": column},
            }) or []
            answered = [uri_path(loc["uri"]) for loc in result]
            return any(p in wanted for p in answered), answered

        resolved = {}  # real path -> [(start line, start char, end line, end char, title)]

        def lenses(path):
            key = os.path.realpath(path)
            if key not in resolved:
                found = []
                for lens in client.request("textDocument/codeLens",
                                           {"textDocument": {"uri": path.as_uri()}}) or []:
                    try:
                        lens = client.request("codeLens/resolve", lens) or lens
                    except RuntimeError as error:
                        lens = dict(lens, command={"title": "resolve error: %s" % error})
                    r = lens["range"]
                    found.append((r["start"]["line"], r["start"]["character"], r["end"]["line"],
                                  r["end"]["character"], (lens.get("command") or {}).get("title")))
                resolved[key] = found
            return resolved[key]

        def lens_over(decl):
            """The resolved title of the lens over decl's name; None when there is none."""
            column = decl.column8 if encoding == "utf-8" else decl.column16
            on_line = [l for l in lenses(decl.path) if l[0] <= decl.line <= l[2]]
            covering = [l for l in on_line if (l[0], l[1]) <= (decl.line, column) <= (l[2], l[3])]
            chosen = (covering or on_line or [None])[0]
            return None if chosen is None else (chosen[4] or "")

        def definition(pair):
            """(state, where, answered paths): state agrees / MISSED / n/a."""
            view = pair["viewDecls"][0]
            reference = view_model_reference(view, pair["viewModel"])
            if reference is None:
                return "n/a", None, []
            identifier, line, column8, column16, what = reference
            wanted = {os.path.realpath(d.path) for d in pair["modelDecls"]}
            wanted |= declared.get(identifier.split(".")[0], set())
            result = client.request("textDocument/definition", {
                "textDocument": {"uri": view.path.as_uri()},
                "position": {"line": line,
                             "character": column8 if encoding == "utf-8" else column16},
            })
            answered = location_paths(result)
            where = (identifier, what, view.path, line, column8)
            return ("agrees" if any(p in wanted for p in answered) else "MISSED"), where, answered

        rows = []
        for pair in pairs:
            vm, view = pair["modelDecls"][0], pair["viewDecls"][0]
            vm_found, vm_answer = ask(vm, pair["viewFiles"])
            view_found, view_answer = ask(view, {os.path.realpath(d.path) for d in pair["modelDecls"]})
            ambiguous = len(pair["modelDecls"]) > 1 or len(pair["viewDecls"]) > 1
            vm_lens, view_lens = lens_over(vm), lens_over(view)
            vm_lens_ok = pair["view"] in [n.split(".")[-1] for n in lens_names(vm_lens)]
            view_lens_ok = any(n.split(".")[-1].startswith(pair["viewModel"])
                               for n in lens_names(view_lens))
            definition_state, definition_at, definition_answer = definition(pair)
            rows.append({
                "pair": pair, "vmFound": vm_found, "viewFound": view_found, "ambiguous": ambiguous,
                "vmAnswer": vm_answer, "viewAnswer": view_answer,
                "vmLens": vm_lens, "viewLens": view_lens,
                "vmLensAgrees": vm_lens_ok, "viewLensAgrees": view_lens_ok,
                "definition": definition_state, "definitionAt": definition_at,
                "definitionAnswer": definition_answer,
            })
        bare = []  # (path, lens, kind): suspicious names in resolved lenses
        for path, found in sorted(resolved.items()):
            for l in found:
                names = lens_names(l[4])
                if any(n in BARE_NESTED_NAMES for n in names):
                    bare.append((path, l, "bare nested name"))
                elif (l[4] or "").startswith("ViewModel:") and any(
                        "ViewModel" not in n and path in declared.get(n.split(".")[-1], ())
                        for n in names):
                    bare.append((path, l, "type of the view's own file"))
        summary["vmToView"] = sum(r["vmFound"] for r in rows)
        summary["viewToVM"] = sum(r["viewFound"] for r in rows)
        summary["ambiguous"] = sum(r["ambiguous"] for r in rows)
        summary["lensVMToView"] = sum(r["vmLensAgrees"] for r in rows)
        summary["lensViewToVM"] = sum(r["viewLensAgrees"] for r in rows)
        summary["definitionApplicable"] = sum(r["definition"] != "n/a" for r in rows)
        summary["definitionAgrees"] = sum(r["definition"] == "agrees" for r in rows)
        summary["lensesResolved"] = sum(len(found) for found in resolved.values())
        summary["bareNestedLenses"] = sum(b[2] == "bare nested name" for b in bare)
        summary["ownTypeLenses"] = sum(b[2] != "bare nested name" for b in bare)
        write_pairs(out_dir, app, app_dir, rows, bare)
    finally:
        client.close()
    return summary


def write_pairs(out_dir, app, app_dir, rows, bare=()):
    def rel(p):
        try:
            return Path(p).relative_to(app_dir.resolve()).as_posix()
        except ValueError:
            return str(p)

    def where(d):
        return "%s:%d:%d" % (rel(d.path.resolve()), d.line + 1, d.column8 + 1)

    def lens(title):
        return "(no lens)" if title is None else (title or "(no title)")

    header = ("view\tviewModel\tvm→view\tview→vm\tambiguous\tview at\tview model at\tvm answers"
              "\tview answers\tvm lens\tview lens\tlens vm→view\tlens view→vm\tdefinition"
              "\tdefinition on\tdefinition answers\n")
    lines, lens_missed, definition_missed = [], [], []
    for r in rows:
        pair, at = r["pair"], r["definitionAt"]
        line = "\t".join([
            pair["view"], pair["viewModel"], "found" if r["vmFound"] else "MISSED",
            "found" if r["viewFound"] else "MISSED", "ambiguous" if r["ambiguous"] else "",
            where(pair["viewDecls"][0]), where(pair["modelDecls"][0]),
            " ".join(rel(p) for p in r["vmAnswer"]) or "-",
            " ".join(rel(p) for p in r["viewAnswer"]) or "-",
            lens(r["vmLens"]), lens(r["viewLens"]),
            "agrees" if r["vmLensAgrees"] else "DISAGREES",
            "agrees" if r["viewLensAgrees"] else "DISAGREES",
            r["definition"],
            "-" if at is None else "`%s` (%s) %s:%d:%d" % (at[0], at[1], rel(at[2].resolve()),
                                                           at[3] + 1, at[4] + 1),
            " ".join(rel(p) for p in r["definitionAnswer"]) or "-",
        ]) + "\n"
        lines.append(line)
        if not (r["vmLensAgrees"] and r["viewLensAgrees"]):
            lens_missed.append(line)
        if r["definition"] == "MISSED":
            definition_missed.append(line)
    (out_dir / (app + ".pairs.tsv")).write_text(header + "".join(lines), encoding="utf-8")
    missed = [l for r, l in zip(rows, lines) if not (r["vmFound"] and r["viewFound"])]
    (out_dir / (app + ".missed.tsv")).write_text(header + "".join(missed), encoding="utf-8")
    (out_dir / (app + ".lens-missed.tsv")).write_text(header + "".join(lens_missed), encoding="utf-8")
    (out_dir / (app + ".definition-missed.tsv")).write_text(header + "".join(definition_missed),
                                                            encoding="utf-8")
    (out_dir / (app + ".bare-lenses.tsv")).write_text(
        "file\tline\ttitle\tkind\n" + "".join("%s\t%d\t%s\t%s\n" % (rel(path), l[0] + 1, l[4], kind)
                                              for path, l, kind in bare), encoding="utf-8")


# --------------------------------------------------------------------------- check

def run_check(binary, app_dir, out_dir, app):
    json_path = out_dir / (app + ".check.json")
    command = [binary, "check", "--format", "json", "--fail-on", "never", str(app_dir)]
    time_tool = shutil.which("time", path="/usr/bin")
    with tempfile.NamedTemporaryFile("r", suffix=".time") as timing, open(json_path, "wb") as out, \
            open(out_dir / (app + ".check.stderr"), "wb") as err:
        started = time.monotonic()
        if time_tool:
            code = subprocess.call([time_tool, "-f", "%e %M", "-o", timing.name] + command,
                                   stdout=out, stderr=err)
        else:
            code = subprocess.call(command, stdout=out, stderr=err)
        wall = time.monotonic() - started
        fields = timing.read().split() if time_tool else []
    rss_mb = int(fields[-1]) / 1024 if len(fields) >= 2 else None
    if not rss_mb:  # no /usr/bin/time: the largest child so far (an upper bound)
        import resource
        rss_mb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    if code != 0:
        raise RuntimeError("check exited with %d (see %s.check.stderr)" % (code, app))
    report = json.loads(json_path.read_text(encoding="utf-8"))
    rules = Counter(d["rule"] for d in report.get("diagnostics", []))
    return {"seconds": round(wall, 1), "peakRSSMB": round(rss_mb, 1),
            "checkedFiles": report.get("summary", {}).get("files"),
            "findings": len(report.get("diagnostics", [])), "rules": dict(rules)}


def run_explain(binary, app_dir, out_dir, app):
    proc = subprocess.run([binary, "check", "--explain-convention", str(app_dir)],
                          capture_output=True)
    unknown = b"nknown option" in proc.stderr or b"nexpected argument" in proc.stderr
    if proc.returncode == 2 and unknown:
        return False
    (out_dir / (app + ".explain.txt")).write_bytes(proc.stdout + proc.stderr)
    return True


# --------------------------------------------------------------------------- main

def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", required=True, help="the mvvm-lsp executable to measure")
    parser.add_argument("--corpus", required=True, help="folder holding the materialised apps")
    parser.add_argument("--out", default=str(HERE / "out"), help="where raw results go")
    parser.add_argument("--apps", help="comma-separated folder names (default: all materialised)")
    parser.add_argument("--list", default=str(HERE / "corpus.tsv"))
    parser.add_argument("--index-timeout", type=float, default=300,
                        help="seconds to wait for the server's indexing `end` progress")
    parser.add_argument("--no-check", action="store_true", help="skip `check` (probe only)")
    parser.add_argument("--no-probe", action="store_true", help="skip the pairing probe")
    parser.add_argument("--no-explain", action="store_true",
                        help="skip `check --explain-convention` (run only when the binary has it)")
    args = parser.parse_args()

    binary = os.path.realpath(args.binary)
    corpus = Path(args.corpus).resolve()
    out_dir = Path(args.out).resolve()
    out_dir.mkdir(parents=True, exist_ok=True)
    rows = [r for r in read_corpus_list(args.list) if r.get("commit", "-") != "-"]
    if args.apps:
        wanted = args.apps.split(",")
        unknown = set(wanted) - {r["folder"] for r in rows}
        if unknown:
            parser.error("not in the corpus list: " + ", ".join(sorted(unknown)))
        rows = [r for r in rows if r["folder"] in wanted]
    version = subprocess.run([binary, "--version"], capture_output=True, text=True).stdout.strip()
    print("binary %s (%s), corpus %s, out %s" % (binary, version or "?", corpus, out_dir))

    results = {}
    for row in rows:
        app = row["folder"]
        app_dir = corpus / app
        if not app_dir.is_dir():
            print("%s: not materialised in %s, skipped" % (app, corpus), file=sys.stderr)
            continue
        files = swift_files(app_dir)
        lines = sum(p.read_bytes().count(b"\n") for p in files)
        result = {"repo": row["repo"], "commit": row["commit"], "kind": row["kind"],
                  "swiftFiles": len(files), "lines": lines}
        print("%s: %d Swift files, %d lines" % (app, len(files), lines), flush=True)
        if not args.no_check:
            try:
                result["check"] = run_check(binary, app_dir, out_dir, app)
                c = result["check"]
                print("  check: %d findings in %.1f s, peak RSS %.0f MB"
                      % (c["findings"], c["seconds"], c["peakRSSMB"]), flush=True)
                if c["rules"]:
                    print("  rules: " + ", ".join("%s %d" % kv for kv in sorted(
                        c["rules"].items(), key=lambda kv: (-kv[1], kv[0]))), flush=True)
            except Exception as error:  # keep going with the other apps
                result["errors"] = result.get("errors", []) + ["check: %s" % error]
                print("  check failed: %s" % error, file=sys.stderr, flush=True)
        if not args.no_explain:
            result["explain"] = run_explain(binary, app_dir, out_dir, app)
        if not args.no_probe:
            try:
                declared = {}
                pairs = name_pairs(app_dir, files, declared)
                result["probe"] = probe_pairs(binary, app_dir, pairs, out_dir, app,
                                              args.index_timeout, declared)
                p = result["probe"]
                print("  probe: %d pairs, VM→View %d, View→VM %d (indexed in %.1f s)"
                      % (p["pairs"], p.get("vmToView", 0), p.get("viewToVM", 0),
                         p["indexSeconds"]), flush=True)
                print("  lenses: VM→View %d, View→VM %d agree; of %d lenses, %d name a bare nested"
                      " type, %d a non-view-model type of the view's file; definition: %d of %d agree"
                      % (p["lensVMToView"], p["lensViewToVM"], p["lensesResolved"],
                         p["bareNestedLenses"], p["ownTypeLenses"], p["definitionAgrees"],
                         p["definitionApplicable"]),
                      flush=True)
            except Exception as error:
                result["errors"] = result.get("errors", []) + ["probe: %s" % error]
                print("  probe failed: %s" % error, file=sys.stderr, flush=True)
        results[app] = result

    (out_dir / "summary.json").write_text(json.dumps(
        {"binary": binary, "version": version, "apps": results}, indent=2) + "\n", encoding="utf-8")
    table = summary_table(results)
    (out_dir / "summary.md").write_text(table, encoding="utf-8")
    print()
    print(table, end="")


def percent(part, whole):
    return "%.0f %%" % (100.0 * part / whole) if whole else "–"


def summary_table(results):
    out = ["| app | kind | Swift files | checked | lines | findings | per 1k lines | check s | peak MB "
           "| pairs | VM→View | View→VM | lens VM→View | lens View→VM | definition | bare / own-type lenses |",
           "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    totals = Counter()

    def of(part, whole):
        return "%d (%s)" % (part, percent(part, whole))

    for app, r in results.items():
        c, p = r.get("check"), r.get("probe")
        totals.update({"files": r["swiftFiles"], "lines": r["lines"]})
        if c:
            totals["findings"] += c["findings"]
        if p:
            totals.update({"pairs": p["pairs"], "vm": p.get("vmToView", 0), "view": p.get("viewToVM", 0),
                           "lensVM": p.get("lensVMToView", 0), "lensView": p.get("lensViewToVM", 0),
                           "defApplicable": p.get("definitionApplicable", 0),
                           "defAgrees": p.get("definitionAgrees", 0),
                           "bare": p.get("bareNestedLenses", 0), "own": p.get("ownTypeLenses", 0),
                           "lenses": p.get("lensesResolved", 0)})
        out.append("| %s | %s | %d | %s | %d | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
            app, r["kind"], r["swiftFiles"], c["checkedFiles"] if c else "–", r["lines"],
            c["findings"] if c else "–",
            "%.2f" % (1000.0 * c["findings"] / r["lines"]) if c and r["lines"] else "–",
            c["seconds"] if c else "–", "%.0f" % c["peakRSSMB"] if c else "–",
            p["pairs"] if p else "–",
            of(p.get("vmToView", 0), p["pairs"]) if p else "–",
            of(p.get("viewToVM", 0), p["pairs"]) if p else "–",
            of(p["lensVMToView"], p["pairs"]) if p and "lensVMToView" in p else "–",
            of(p["lensViewToVM"], p["pairs"]) if p and "lensViewToVM" in p else "–",
            "%d / %d" % (p["definitionAgrees"], p["definitionApplicable"])
            if p and "definitionAgrees" in p else "–",
            "%d / %d of %d" % (p["bareNestedLenses"], p.get("ownTypeLenses", 0), p["lensesResolved"])
            if p and "bareNestedLenses" in p else "–"))
    out.append("| **all** | | %d | | %d | %d | %s | | | %d | %s | %s | %s | %s | %d / %d (%s) | %d / %d of %d |" % (
        totals["files"], totals["lines"], totals["findings"],
        "%.2f" % (1000.0 * totals["findings"] / totals["lines"]) if totals["lines"] else "–",
        totals["pairs"], of(totals["vm"], totals["pairs"]), of(totals["view"], totals["pairs"]),
        of(totals["lensVM"], totals["pairs"]), of(totals["lensView"], totals["pairs"]),
        totals["defAgrees"], totals["defApplicable"],
        percent(totals["defAgrees"], totals["defApplicable"]), totals["bare"], totals["own"],
        totals["lenses"]))

    checked = {app: r["check"] for app, r in results.items() if r.get("check")}
    if checked:
        apps = list(checked)
        out += ["", "Findings per rule (columns: " + ", ".join(
            "%d = %s" % (i + 1, app) for i, app in enumerate(apps)) + ")", "",
            "| rule | " + " | ".join(str(i + 1) for i in range(len(apps))) + " | all |",
            "|---|" + "---:|" * (len(apps) + 1)]
        rules = sorted({rule for c in checked.values() for rule in c["rules"]})
        for rule in sorted(rules, key=lambda r: -sum(c["rules"].get(r, 0) for c in checked.values())):
            counts = [checked[a]["rules"].get(rule, 0) for a in apps]
            out.append("| %s | %s | %d |" % (rule, " | ".join(str(n) if n else "·" for n in counts),
                                             sum(counts)))
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    main()
