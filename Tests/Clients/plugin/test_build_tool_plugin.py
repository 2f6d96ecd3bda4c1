"""The build-tool plugin from the plugin package, run by `swift build` on a package that ticks it.

Editors/xcode/make-plugin-package.sh writes the artifact bundle and the plugin package from the
built binary (MVVM_LSP_BINARY, else .build/debug/mvvm-lsp); the fixture (Tests/Fixtures/BuildPlugin)
is laid out beside it with Tests/CompileSurfaces' SwiftUI and Combine, which stand in for the
real ones on Linux. The tests run in file order on one copy: each build follows the last.
"""
import os
import pathlib
import shutil
import subprocess

import pytest

REPOSITORY = pathlib.Path(__file__).resolve().parents[3]
FIXTURE = REPOSITORY / "Tests" / "Fixtures" / "BuildPlugin"
SURFACES = REPOSITORY / "Tests" / "CompileSurfaces"
RULE = "mvvm/observed-object-created-in-view"
BINARY = pathlib.Path(os.environ.get("MVVM_LSP_BINARY", REPOSITORY / ".build" / "debug" / "mvvm-lsp"))


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return lay_out(tmp_path_factory.mktemp("build-plugin"))


def lay_out(folder, *script_arguments):
    """The fixture app beside the surfaces and the plugin package the script writes."""
    assert BINARY.is_file(), f"build mvvm-lsp first (swift build --product mvvm-lsp), or set MVVM_LSP_BINARY: {BINARY}"
    shutil.copytree(FIXTURE / "App", folder / "App")
    shutil.copytree(FIXTURE / "Surfaces", folder / "Surfaces")
    for module in ("SwiftUI", "Combine"):
        shutil.copytree(SURFACES / module, folder / "Surfaces" / "Sources" / module)
    made = subprocess.run(
        [str(REPOSITORY / "Editors" / "xcode" / "make-plugin-package.sh"), "--version", "0.0.0-test",
         "--out", str(folder), "--binary", f"{host_triple()}={BINARY}", *script_arguments],
        capture_output=True, text=True, timeout=600)
    assert made.returncode == 0, made.stderr
    return folder / "App"


def host_triple():
    return f"{os.uname().machine}-unknown-linux-gnu"


def swift_build(app):
    run = subprocess.run(["swift", "build"], cwd=app, capture_output=True, text=True, timeout=1800)
    return run, run.stdout + run.stderr


def findings(log, severity="warning"):
    return [line for line in log.splitlines() if f": {severity}: " in line and line.endswith(f"[{RULE}]")]


def checks_ran(log):
    return "mvvm-lsp check Orders" in log


def test_the_first_build_shows_the_ticked_targets_findings_at_their_line(app):
    run, log = swift_build(app)
    assert run.returncode == 0, log
    assert checks_ran(log)
    assert findings(log) == [
        f"{app}/Sources/Orders/OrderListView.swift:8:5: warning: `viewModel` is `@ObservedObject` but the view "
        "creates it (`OrderListViewModel()`): it is re-created whenever the parent re-renders; use "
        f"`@StateObject` or inject the OrderListViewModel [{RULE}]"
    ], log
    # Profile does not tick the plugin: its own finding is not reported.
    assert "ProfileView.swift:" not in log


def test_adopting_the_plugin_compiles_no_swift_syntax(app):
    built = [path.name for path in (app / ".build" / "debug").iterdir()]
    assert not [name for name in built if "Syntax" in name], built
    assert sorted(name for name in built if name.endswith(".build")) == [
        "Combine.build", "Orders.build", "Profile.build", "SwiftUI.build"]
    checkouts = app / ".build" / "checkouts"
    assert not checkouts.exists() or not list(checkouts.iterdir()), "no package is checked out"


def test_an_unchanged_target_does_not_run_the_check_again(app):
    run, log = swift_build(app)
    assert run.returncode == 0, log
    assert not checks_ran(log), log
    assert findings(log) == []


def test_a_changed_source_file_runs_it_again(app):
    view = app / "Sources" / "Orders" / "OrderListView.swift"
    view.write_text(view.read_text() + "\n// An edit.\n")
    run, log = swift_build(app)
    assert run.returncode == 0, log
    assert checks_ran(log)
    assert len(findings(log)) == 1, log


def test_a_changed_configuration_runs_it_again_and_an_error_fails_the_build(app):
    configuration = app / ".mvvm-lsp.yml"
    configuration.write_text(configuration.read_text().replace(f"{RULE}: warning", f"{RULE}: error"))
    run, log = swift_build(app)
    assert run.returncode != 0, log
    assert checks_ran(log)
    assert len(findings(log, severity="error")) == 1, log


def test_the_command_plugin_runs_the_same_prebuilt_tool(app):
    configuration = app / ".mvvm-lsp.yml"
    configuration.write_text(configuration.read_text().replace(f"{RULE}: error", f"{RULE}: warning"))
    run = subprocess.run(["swift", "package", "mvvm-check"], cwd=app, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout + run.stderr
    assert sorted(line.split(":")[0] for line in findings(run.stdout)) == [
        f"{app}/Sources/Orders/OrderListView.swift", f"{app}/Sources/Profile/ProfileView.swift"]


def test_a_release_package_names_the_published_zip_and_that_zip_is_a_working_bundle(tmp_path):
    url = "https://example.invalid/mvvm-lsp.artifactbundle.zip"
    app = lay_out(tmp_path, "--url", url)
    plugins = tmp_path / "mvvm-lsp-plugins"
    checksum = (tmp_path / "mvvm-lsp.artifactbundle.zip.checksum").read_text().strip()
    manifest = (plugins / "Package.swift").read_text()
    declared = f'.binaryTarget(name: "mvvm-lsp", url: "{url}", checksum: "{checksum}")'
    assert declared in manifest
    assert not (plugins / "mvvm-lsp.artifactbundle").exists()
    # SwiftPM reads a bundle's zip by path as it reads a downloaded one: build with the zip.
    shutil.copy(tmp_path / "mvvm-lsp.artifactbundle.zip", plugins)
    (plugins / "Package.swift").write_text(
        manifest.replace(declared, '.binaryTarget(name: "mvvm-lsp", path: "mvvm-lsp.artifactbundle.zip")'))
    run, log = swift_build(app)
    assert run.returncode == 0, log
    assert len(findings(log)) == 1, log
