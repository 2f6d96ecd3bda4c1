"""coverage.py: a client test that cannot check a feature fails unless it is declared unsupported."""
import json
import os
import pathlib
import subprocess
import sys

COVERAGE = pathlib.Path(__file__).resolve().parent / "coverage.py"


def run(editor, log_text, features, tmp_path):
    log = tmp_path / "client.log"
    log.write_text(log_text)
    environment = dict(os.environ, MVVM_LSP_FEATURES=json.dumps(features))
    return subprocess.run([sys.executable, str(COVERAGE), editor, str(log)], env=environment,
                          capture_output=True, text=True)


def test_every_offered_feature_checked_passes(tmp_path):
    result = run("neovim 0.12", "Running healthchecks...ok   health [check]\nok   a [diagnostics,codeAction]\n",
                 {"diagnostics": True, "codeAction": True, "check": True, "openMatching": True}, tmp_path)
    assert result.returncode == 0, result.stdout
    assert "unsupported in neovim 0.12: openMatching" in result.stdout


def test_an_undeclared_skip_fails(tmp_path):
    result = run("neovim 0.12", "ok   a [diagnostics]\nSKIP lenses [codeLens]: not offered by the server\n",
                 {"diagnostics": True, "codeLens": False}, tmp_path)
    assert result.returncode == 1
    assert "skipped `codeLens` without declaring it unsupported" in result.stdout


def test_an_unchecked_feature_fails_and_a_declared_one_passes(tmp_path):
    result = run("neovim 0.12", "ok   a [diagnostics]\n", {"diagnostics": True, "rules": True}, tmp_path)
    assert result.returncode == 1
    assert "does not check `rules`" in result.stdout
    declared = run("vim ale", "ok   a [diagnostics]\n", {"diagnostics": True, "rules": True}, tmp_path)
    assert declared.returncode == 0, declared.stdout


def test_a_declared_feature_that_is_checked_must_leave_the_list(tmp_path):
    result = run("emacs eglot", "ok 3 - lenses [codeLens]\n", {"codeLens": True}, tmp_path)
    assert result.returncode == 1
    assert "declared unsupported: remove it" in result.stdout


def test_tap_skips_count_as_skips(tmp_path):
    result = run("vscode", "ok 12 - Show Rules with the real binary [rules] # SKIP not offered\n",
                 {"rules": False}, tmp_path)
    assert result.returncode == 1
    assert "skipped `rules`" in result.stdout
