#!/usr/bin/env python3
"""A user's session in real Neovim, in a terminal (tmux), against the real server: what the
screen shows, not what the API returns. On a copy of the fixture workspace:

  1. open a view: the lens naming its view model appears on screen with no refresh asked for;
  2. `K` on the flagged line: the hover shows the finding's message and why;
  3. `:MvvmInfo`: the workspace folder is indexed, the module's convention is shown, and the
     cursor stays in the view's window;
  4. `:MvvmScaffold Settings` from the view: the summary is shown, the view is opened, the new
     files are on disk beside the current file.

Usage: tmux_session.py NVIM BINARY   (prints `ok   <step> [features]` lines, then a summary;
exit 1 on a failure). Needs tmux. Each failing step prints the screen it saw.
"""
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
import time

HERE = pathlib.Path(__file__).resolve().parent
PLUGIN = HERE.parent / "nvim"


def tmux(*args):
    return subprocess.run(["tmux", *args], capture_output=True, text=True, check=False).stdout


class Session:
    def __init__(self, nvim, binary, workspace, file):
        self.name = f"mvvm-session-{os.getpid()}"
        init = workspace.parent / "init.lua"
        init.write_text(f"""
vim.opt.runtimepath:prepend('{PLUGIN}')
vim.opt.shortmess:append('I')
if vim.lsp.config then
  vim.lsp.config('mvvm_lsp', {{ cmd = {{ '{binary}' }} }})
  vim.lsp.enable('mvvm_lsp')
else
  require('mvvm_lsp').setup({{ cmd = {{ '{binary}' }} }})
end
vim.keymap.set('n', 'K', vim.lsp.buf.hover)
""")
        tmux("new-session", "-d", "-s", self.name, "-x", "200", "-y", "50", "-c", str(workspace),
             f"{nvim} -u {init} {file}")

    def screen(self):
        return tmux("capture-pane", "-p", "-t", self.name)

    def keys(self, *keys, literal=True):
        for key in keys:
            if literal:
                tmux("send-keys", "-t", self.name, "-l", key)
            else:
                tmux("send-keys", "-t", self.name, key)

    def command(self, text):
        tmux("send-keys", "-t", self.name, "Escape")
        self.keys(":" + text)
        tmux("send-keys", "-t", self.name, "Enter")

    def wait_for(self, predicate, timeout):
        deadline = time.time() + timeout
        while time.time() < deadline:
            shown = self.screen()
            if predicate(shown):
                return shown
            time.sleep(0.1)
        return None

    def close(self):
        tmux("kill-session", "-t", self.name)


def main():
    nvim, binary = sys.argv[1], os.path.abspath(sys.argv[2])
    if shutil.which("tmux") is None:
        print("tmux session: tmux not found")
        return 1
    scratch = pathlib.Path(tempfile.mkdtemp(prefix="mvvm-tmux-"))
    workspace = scratch / "Workspace"
    shutil.copytree(HERE / "fixtures" / "Workspace", workspace)
    subprocess.run(["git", "init", "-q", str(workspace)], check=True)
    session = Session(nvim, binary, workspace, "Sources/App/LoginView.swift")
    passed = failed = 0

    def step(name, features, ok, screen):
        nonlocal passed, failed
        if ok:
            passed += 1
            print(f"ok   {name} [{','.join(features)}]")
        else:
            failed += 1
            print(f"FAIL {name}; the screen showed:\n{screen}")

    try:
        shown = session.wait_for(lambda s: "ViewModel: `LoginViewModel`" in s, 20)
        step("the lens names the view model on screen, no refresh asked for", ["codeLens", "indexReady"],
             shown is not None, session.screen())

        session.command("call search('Welcome back')")
        session.keys("K")
        shown = session.wait_for(lambda s: "Why:" in s and "hardcoded-text" in s, 10)
        step("K on a finding shows its message and why", ["hover"], shown is not None, session.screen())
        tmux("send-keys", "-t", session.name, "Escape")
        time.sleep(0.3)

        session.command("MvvmInfo")
        shown = session.wait_for(lambda s: f"workspace {workspace}: indexed" in s and "plain:" in s, 10)
        step(":MvvmInfo shows the folder indexed and the module's convention", ["status"], shown is not None,
             session.screen())
        # The cursor stays in the view's window: the next :Mvvm… command is the view's.

        session.command("MvvmScaffold Settings")
        shown = session.wait_for(lambda s: "Scaffold Settings:" in s and "SettingsView.swift" in s, 15)
        made = sorted(p.name for p in (workspace / "Sources" / "App").glob("Settings*.swift"))
        step(":MvvmScaffold shows the summary, opens the view and writes the files beside the current file",
             ["scaffold"], shown is not None and "SettingsView.swift" in made and "SettingsViewModel.swift" in made,
             f"{session.screen()}\nfiles: {made}")
    finally:
        session.close()
        shutil.rmtree(scratch, ignore_errors=True)
    print(f"tmux session: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
