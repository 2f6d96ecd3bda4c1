"""`swift package mvvm-check`, run by SwiftPM on a package that depends on mvvm-lsp.

The fixture (Tests/Fixtures/PluginPackage) is copied to a temporary folder and points its
dependency at this checkout (MVVM_LSP_PACKAGE); the first run builds the plugin's tool.
"""
import json
import os
import pathlib
import shutil
import subprocess

import pytest

REPOSITORY = pathlib.Path(__file__).resolve().parents[3]
FIXTURE = REPOSITORY / "Tests" / "Fixtures" / "PluginPackage"
FINDING = "warning: `viewModel` is `@ObservedObject` but the view creates it"


@pytest.fixture(scope="module")
def package(tmp_path_factory):
    root = tmp_path_factory.mktemp("plugin") / "PluginFixture"
    shutil.copytree(FIXTURE, root)
    return root


def mvvm_check(package, *arguments, allow_writing=False):
    command = ["swift", "package"]
    if allow_writing:
        command.append("--allow-writing-to-package-directory")
    command += ["mvvm-check", *arguments]
    environment = dict(os.environ, MVVM_LSP_PACKAGE=str(REPOSITORY))
    return subprocess.run(command, cwd=package, env=environment, capture_output=True, text=True, timeout=1800)


def finding_lines(run):
    return sorted(line for line in run.stdout.splitlines() if ": warning: " in line or ": note: " in line)


def test_reports_every_source_target_in_xcode_format_with_the_package_configuration(package):
    run = mvvm_check(package)
    assert run.returncode == 0, run.stderr
    lines = finding_lines(run)
    assert lines == [
        f"{package}/Sources/Orders/OrderListView.swift:8:5: {FINDING} (`OrderListViewModel()`): it is re-created "
        "whenever the parent re-renders; use `@StateObject` or inject the OrderListViewModel "
        "[mvvm/observed-object-created-in-view]",
        f"{package}/Sources/Profile/ProfileView.swift:8:5: {FINDING} (`ProfileViewModel()`): it is re-created "
        "whenever the parent re-renders; use `@StateObject` or inject the ProfileViewModel "
        "[mvvm/observed-object-created-in-view]",
    ], run.stdout
    # .mvvm-lsp.yml turns mvvm/missing-preview off; test targets are not linted.
    assert "mvvm/missing-preview" not in run.stdout
    assert "OrdersTests" not in run.stdout


def test_fails_when_findings_reach_the_threshold(package):
    run = mvvm_check(package, "--fail-on", "warning")
    assert run.returncode != 0
    assert "findings reach the failure threshold" in run.stderr + run.stdout


def test_target_option_narrows_the_run_and_unknown_targets_are_errors(package):
    run = mvvm_check(package, "--target", "Profile", "--format", "json")
    assert run.returncode == 0, run.stderr
    report = json.loads(run.stdout[run.stdout.index("{"):])
    assert [entry["file"] for entry in report["diagnostics"]] == ["Sources/Profile/ProfileView.swift"]
    unknown = mvvm_check(package, "--target", "Nope")
    assert unknown.returncode != 0
    assert "no source target named 'Nope'" in unknown.stderr + unknown.stdout


def test_a_baseline_written_through_the_plugin_hides_the_findings(package):
    written = mvvm_check(package, "--write-baseline", ".mvvm-lsp-baseline.json", allow_writing=True)
    assert written.returncode == 0, written.stderr
    baseline = json.loads((package / ".mvvm-lsp-baseline.json").read_text())
    assert {entry["file"] for entry in baseline["findings"]} == {
        "Sources/Orders/OrderListView.swift",
        "Sources/Profile/ProfileView.swift",
    }
    run = mvvm_check(package, "--baseline", ".mvvm-lsp-baseline.json", "--fail-on", "warning")
    assert run.returncode == 0, run.stdout + run.stderr
    assert finding_lines(run) == []
