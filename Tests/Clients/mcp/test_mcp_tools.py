"""`mvvm-lsp mcp` driven by the Python MCP SDK: handshake, every tool, resources and the prompt."""
import json
import re

import pytest
from mcp.shared.exceptions import MCPError

from conftest import BINARY, FIXTURES, call, cli, tree, with_session

TOOLS = {"check", "fix", "scaffold", "matching_file", "explain_rule", "conventions"}
WORKSPACES = sorted(path.name for path in FIXTURES.iterdir() if path.is_dir() and path.name != "Generator")
INVALID_PARAMS = -32602


def text(result):
    return "".join(content.text for content in result.content)


# Handshake and listings


def test_initialize_names_the_server_and_lists_every_tool_with_a_strict_schema(copy_fixture):
    root = copy_fixture("SampleWorkspace")

    async def work(session):
        return await session.list_tools(), await session.list_resources(), \
            await session.list_resource_templates(), await session.list_prompts()

    tools, resources, templates, prompts = with_session(root, work)
    assert {tool.name for tool in tools.tools} == TOOLS
    for tool in tools.tools:
        assert len(tool.description) > 80, tool.name
        assert tool.input_schema["type"] == "object"
        assert tool.input_schema["additionalProperties"] is False
        for name, schema in tool.input_schema["properties"].items():
            assert schema.get("description"), f"{tool.name}.{name}"
    assert {resource.uri for resource in resources.resources} == {"mvvm-lsp://rules", "mvvm-lsp://configuration"}
    assert [template.uri_template for template in templates.resource_templates] == ["mvvm-lsp://configuration/{path}"]
    assert [prompt.name for prompt in prompts.prompts] == ["scaffold_screen"]


def test_an_unknown_tool_is_an_mcp_error(copy_fixture):
    with pytest.raises(MCPError) as error:
        call(copy_fixture("SampleWorkspace"), "lint", {})
    assert error.value.code == INVALID_PARAMS
    assert "unknown tool 'lint'" in error.value.message


@pytest.mark.parametrize("tool, arguments, message", [
    ("check", {"bogus": 1}, "unknown argument 'bogus'"),
    ("check", {"paths": "Sources"}, "must be an array of strings"),
    ("check", {"rules": ["mvvm/no-such-rule"]}, "unknown rule 'mvvm/no-such-rule'"),
    ("check", {"minSeverity": "fatal"}, "minSeverity must be"),
    ("scaffold", {}, "needs the argument 'name'"),
    ("scaffold", {"name": "Thing", "dryRun": "yes"}, "must be true or false"),
    ("fix", {"findings": [{"file": "A.swift", "line": 1}]}, "array of {file, line, column, rule} objects"),
    ("matching_file", {}, "either 'file' or 'type'"),
    ("matching_file", {"file": "A.swift", "type": "A"}, "either 'file' or 'type'"),
    ("explain_rule", {"rule": "mvvm/nope"}, "unknown rule 'mvvm/nope'"),
])
def test_bad_arguments_are_invalid_params_errors(copy_fixture, tool, arguments, message):
    with pytest.raises(MCPError) as error:
        call(copy_fixture("SampleWorkspace"), tool, arguments)
    assert error.value.code == INVALID_PARAMS
    assert message in error.value.message


# check


def without_fixes(diagnostics):
    return [{key: value for key, value in entry.items() if key != "fixes"} for entry in diagnostics]


@pytest.mark.parametrize("workspace", WORKSPACES)
def test_check_equals_the_command_lines_json_on_every_fixture(copy_fixture, workspace):
    root = copy_fixture(workspace)
    status, stdout, stderr = cli("check", "--format", "json", "--fail-on", "never", ".", cwd=root)
    result = call(root, "check", {})
    if status == 2:
        assert result.is_error, "a configuration error fails both"
        return
    assert status == 0, stderr
    expected = json.loads(stdout)
    answer = result.structured_content
    assert not result.is_error
    assert without_fixes(answer["diagnostics"]) == expected["diagnostics"]
    assert answer["summary"] == expected["summary"]
    assert json.loads(text(result)) == answer, "the text is the same JSON"
    for entry in answer["diagnostics"]:
        assert set(entry) == set(expected["diagnostics"][0]) | {"fixes"}
        for fix in entry["fixes"]:
            assert set(fix) == {"title", "preferred"}


def test_check_narrows_by_path_rule_and_severity(copy_fixture):
    root = copy_fixture("SampleWorkspace")
    everything = call(root, "check", {}).structured_content["diagnostics"]
    in_settings = call(root, "check", {"paths": ["Sources/App/Settings"]}).structured_content
    assert in_settings["diagnostics"] == [d for d in everything if d["file"].startswith("Sources/App/Settings/")]
    assert in_settings["summary"]["files"] < call(root, "check", {}).structured_content["summary"]["files"]
    one_rule = call(root, "check", {"rules": ["mvvm/view-name-mismatch"]}).structured_content["diagnostics"]
    assert one_rule == [d for d in everything if d["rule"] == "mvvm/view-name-mismatch"] and one_rule
    warnings = call(root, "check", {"minSeverity": "warning"}).structured_content["diagnostics"]
    assert warnings == [d for d in everything if d["severity"] in ("warning", "error")]
    assert len(warnings) < len(everything)


def test_check_honours_the_workspace_baseline_like_the_command_line(copy_fixture):
    root = copy_fixture("SampleWorkspace")
    everything = call(root, "check", {}).structured_content["diagnostics"]
    status, _, stderr = cli("check", "--write-baseline", ".mvvm-lsp-baseline.json", cwd=root)
    assert status == 0, stderr
    # Accept all but the findings in Settings, which stay reported.
    baseline = json.loads((root / ".mvvm-lsp-baseline.json").read_text())
    baseline["findings"] = [e for e in baseline["findings"] if not e["file"].startswith("Sources/App/Settings/")]
    (root / ".mvvm-lsp-baseline.json").write_text(json.dumps(baseline))
    with open(root / ".mvvm-lsp.yml", "a") as configuration:
        configuration.write("\nbaseline: .mvvm-lsp-baseline.json\n")
    answer = call(root, "check", {}).structured_content
    kept = [d for d in everything if d["file"].startswith("Sources/App/Settings/")]
    assert without_fixes(answer["diagnostics"]) == without_fixes(kept) and kept
    assert answer["summary"]["baselined"] == len(everything) - len(kept)
    status, stdout, stderr = cli("check", "--format", "json", "--fail-on", "never", ".", cwd=root)
    assert json.loads(stdout)["summary"] == answer["summary"], stderr


def test_check_refuses_paths_outside_the_root_and_missing_ones(copy_fixture):
    root = copy_fixture("SampleWorkspace")
    outside = call(root, "check", {"paths": ["../"]})
    assert outside.is_error and "outside the workspace root" in text(outside)
    missing = call(root, "check", {"paths": ["Sources/Nowhere"]})
    assert missing.is_error and "No such file or folder: Sources/Nowhere" in text(missing)


# fix


def fixable(root, preferred=True):
    return [d for d in call(root, "check", {}).structured_content["diagnostics"]
            if any(fix["preferred"] == preferred for fix in d["fixes"])]


def reference(finding):
    return {key: finding[key] for key in ("file", "line", "column", "rule")}


def test_fix_applies_a_named_finding_and_check_no_longer_reports_it(copy_fixture):
    root = copy_fixture("SampleWorkspace")
    finding = fixable(root)[0]
    before = tree(root)
    answer = call(root, "fix", {"findings": [reference(finding)]}).structured_content
    assert answer["changedFiles"] == [{"path": finding["file"], "change": "edited"}]
    assert [reference(applied) for applied in answer["applied"]] == [reference(finding)]
    after = tree(root)
    assert {path for path in after if after[path] != before.get(path)} == {finding["file"]}
    remaining = call(root, "check", {}).structured_content["diagnostics"]
    assert reference(finding) not in [reference(d) for d in remaining]


def test_fix_by_rule_applies_every_preferred_fix_of_the_rule(copy_fixture):
    root = copy_fixture("ContractWorkspace")
    findings = fixable(root)
    rule = findings[0]["rule"]
    answer = call(root, "fix", {"rules": [rule]}).structured_content
    assert answer["applied"], answer
    assert all(applied["rule"] == rule for applied in answer["applied"])
    assert not [d for d in fixable(root) if d["rule"] == rule and reference(d) in
                [reference(a) for a in answer["applied"]]]


def test_fix_of_a_finding_that_is_gone_is_an_error_and_writes_nothing(copy_fixture):
    root = copy_fixture("SampleWorkspace")
    stale = dict(reference(fixable(root)[0]), line=999)
    before = tree(root)
    result = call(root, "fix", {"findings": [stale]})
    assert result.is_error
    assert "no such finding now" in text(result) and "Nothing was written" in text(result)
    assert tree(root) == before


# scaffold


SCAFFOLDS = [
    ("SampleWorkspace", ["Thing", "--kind", "stateful"], {"name": "Thing", "kind": "stateful"}),
    ("FOSMVVMWorkspace", ["Roster", "--kind", "container", "--child", "RosterSummary", "--list-child", "RosterEntry",
                          "--loading-state"],
     {"name": "Roster", "kind": "container", "children": ["RosterSummary"], "listChildren": ["RosterEntry"],
      "loadingState": True}),
    ("FOSMVVMWorkspace", ["Profile", "--hosting", "client", "--kind", "form", "--feature", "Account"],
     {"name": "Profile", "hosting": "client", "kind": "form", "feature": "Account"}),
    ("FOSMVVMWorkspace", ["Idea", "--kind", "request", "--verb", "update", "--fosmvvm-version", "current"],
     {"name": "Idea", "kind": "request", "verb": "update", "fosmvvmVersion": "current"}),
    ("FOSMVVMWorkspace", ["Dashboard", "--kind", "viewmodel-test"],
     {"name": "Dashboard", "kind": "viewmodel-test"}),
]


@pytest.mark.parametrize("workspace, cli_arguments, arguments", SCAFFOLDS)
def test_a_scaffold_through_mcp_is_byte_identical_to_the_command_lines(copy_fixture, workspace, cli_arguments,
                                                                        arguments):
    by_cli, by_mcp = copy_fixture(workspace), copy_fixture(workspace)
    status, stdout, stderr = cli("scaffold", *cli_arguments, "--root", str(by_cli))
    assert status == 0, stderr
    dry = call(by_mcp, "scaffold", dict(arguments, dryRun=True)).structured_content["files"]
    assert tree(by_mcp) == tree(copy_fixture(workspace)), "a dry run writes nothing"
    answer = call(by_mcp, "scaffold", arguments).structured_content
    assert tree(by_mcp) == tree(by_cli)
    lines = stdout.splitlines()
    created = [line.removeprefix("created ") for line in lines if line.startswith("created ")]
    helpers = [line.removeprefix("helper ") for line in lines if line.startswith("helper ")]
    assert len(created) + len(helpers) == len(lines), stdout
    assert answer["created"] == created == [file["path"] for file in dry]
    assert answer["helpers"] == helpers, "the helper lines the command line prints"
    for file in dry:
        assert (by_cli / file["path"]).read_text() == file["contents"]


def test_a_scaffold_conflict_is_an_error_with_the_command_lines_message_and_nothing_is_written(copy_fixture):
    by_cli, by_mcp = copy_fixture("SampleWorkspace"), copy_fixture("SampleWorkspace")
    for root in (by_cli, by_mcp):
        status, stdout, _ = cli("scaffold", "Thing", "--root", str(root))
        assert status == 0
        # Where the view went (beside the workspace's screens), made the user's own.
        view = next(line.removeprefix("created ") for line in stdout.splitlines() if line.endswith("/ThingView.swift"))
        (root / view).write_text("// mine\n")
    before = tree(by_mcp)
    status, _, stderr = cli("scaffold", "Thing", "--root", str(by_cli))
    result = call(by_mcp, "scaffold", {"name": "Thing"})
    assert status == 1 and result.is_error
    assert "error: " + text(result) + "\n" == stderr
    assert text(result).startswith("these files exist already; nothing was written:")
    assert tree(by_mcp) == before


@pytest.mark.parametrize("cli_arguments, arguments", [
    (["lower case"], {"name": "lower case"}),
    (["Thing", "--kind", "gallery"], {"name": "Thing", "kind": "gallery"}),
    # A type the workspace declares already (`OrderListViewModel`, in another folder).
    (["OrderList"], {"name": "OrderList"}),
])
def test_invalid_scaffolds_fail_with_the_command_lines_message(copy_fixture, cli_arguments, arguments):
    root = copy_fixture("SampleWorkspace")
    before = tree(root)
    status, _, stderr = cli("scaffold", *cli_arguments, "--root", str(root))
    result = call(root, "scaffold", arguments)
    assert status == 2 and result.is_error
    assert stderr == "error: " + text(result).replace("(or pass forceName: true)", "(or pass --force-name)") + "\n"
    assert tree(root) == before


def test_force_name_scaffolds_a_refused_name_as_the_command_lines_flag_does(copy_fixture):
    by_cli, by_mcp = copy_fixture("SampleWorkspace"), copy_fixture("SampleWorkspace")
    assert cli("scaffold", "OrderList", "--force-name", "--root", str(by_cli))[0] == 0
    result = call(by_mcp, "scaffold", {"name": "OrderList", "forceName": True})
    assert not result.is_error, text(result)
    assert tree(by_mcp) == tree(by_cli)


def test_every_scaffold_option_of_the_command_line_is_one_argument_of_the_tool(copy_fixture):
    status, help_text, _ = cli("scaffold", "--help")
    options = set(re.findall(r"^\s+(?:-\w, )?(--[a-z-]+)", help_text, re.MULTILINE)) - {"--root", "--help", "--version"}
    tools = with_session(copy_fixture("SampleWorkspace"), lambda session: session.list_tools())
    scaffold = next(tool for tool in tools.tools if tool.name == "scaffold")
    named = {}
    for name, schema in scaffold.input_schema["properties"].items():
        found = re.findall(r"\(mvvm-lsp scaffold (\S+)\)$", schema["description"])
        assert len(found) == 1, f"{name} names no option"
        named[found[0]] = name
    assert set(named) == options | {"<name>"}


# navigation, rules, conventions


def test_matching_file_finds_the_view_model_of_a_view_and_the_view_of_a_view_model(copy_fixture):
    root = copy_fixture("SampleWorkspace")
    of_view = call(root, "matching_file", {"file": "Sources/App/Profile/ProfileView.swift"}).structured_content
    assert [match["type"] for match in of_view["matches"]] == ["ProfileViewModelContract", "ProfileViewModel"]
    model = of_view["matches"][1]
    assert model["file"] == "Sources/App/Profile/ProfileViewModel.swift"
    of_model = call(root, "matching_file", {"type": "ProfileViewModel"}).structured_content
    assert [(m["file"], m["type"]) for m in of_model["matches"]] == [("Sources/App/Profile/ProfileView.swift", "ProfileView")]
    assert model["line"] >= 1 and model["column"] >= 1
    unknown = call(root, "matching_file", {"type": "NoSuchViewModel"})
    assert unknown.is_error and "no type named NoSuchViewModel" in text(unknown)


def test_explain_rule_returns_the_rules_section_of_the_reference(copy_fixture):
    result = call(copy_fixture("SampleWorkspace"), "explain_rule", {"rule": "mvvm/view-formats-data"})
    _, reference, _ = cli("rules", "--markdown", "-")
    assert text(result).startswith("## mvvm/view-formats-data\n")
    assert text(result) in reference
    answer = result.structured_content
    assert answer["id"] == "mvvm/view-formats-data" and answer["rationale"] and answer["documentation"] == text(result)
    assert set(answer["defaultSeverities"]) <= {"fosmvvm", "contract", "plain"}


def test_a_review_checks_name_is_an_alias_in_explain_rule_and_check(copy_fixture):
    root = copy_fixture("FOSMVVMWorkspace")
    explained = call(root, "explain_rule", {"rule": "fosmvvm/view-reads-vm-only"}).structured_content
    assert explained["id"] == "fosmvvm/view-reads-viewmodel-only"
    assert explained["aliases"] == ["fosmvvm/view-reads-vm-only"] and explained["reviewCheck"] == "view-reads-vm-only"
    found = call(root, "check", {"rules": ["fosmvvm/view-reads-vm-only"]}).structured_content["diagnostics"]
    assert found and {f["rule"] for f in found} == {"fosmvvm/view-reads-viewmodel-only"}


@pytest.mark.parametrize("workspace", ["SampleWorkspace", "MixedWorkspace", "FOSMVVMWorkspace"])
def test_conventions_equal_the_command_lines_explanation(copy_fixture, workspace):
    root = copy_fixture(workspace)
    _, expected, _ = cli("check", "--explain-convention", ".", cwd=root)
    result = call(root, "conventions", {})
    assert text(result) == expected
    modules = result.structured_content["modules"]
    assert modules and all({"path", "module", "kind", "files", "linted", "conventions"} <= set(m) for m in modules)


# resources and prompt


def test_the_resources_are_the_rule_reference_and_the_effective_configuration(copy_fixture):
    root = copy_fixture("SampleWorkspace")

    async def work(session):
        rules = await session.read_resource("mvvm-lsp://rules")
        configuration = await session.read_resource("mvvm-lsp://configuration")
        of_file = await session.read_resource("mvvm-lsp://configuration/Sources/App/Orders/OrdersScreen.swift")
        return rules, configuration, of_file

    rules, configuration, of_file = with_session(root, work)
    assert rules.contents[0].text == cli("rules", "--markdown", "-")[1]
    effective = json.loads(configuration.contents[0].text)
    assert effective["configurationFiles"] == [".mvvm-lsp.yml"] and effective["errors"] == []
    assert effective["settings"]["convention"] == "contract"
    assert json.loads(of_file.contents[0].text)["file"] == "Sources/App/Orders/OrdersScreen.swift"


def test_an_unknown_resource_is_an_mcp_error(copy_fixture):
    with pytest.raises(MCPError) as error:
        with_session(copy_fixture("SampleWorkspace"), lambda session: session.read_resource("mvvm-lsp://nothing"))
    assert error.value.code == INVALID_PARAMS


def test_the_scaffold_screen_prompt_walks_through_the_choices_to_a_scaffold_call(copy_fixture):
    root = copy_fixture("SampleWorkspace")
    prompt = with_session(root, lambda session: session.get_prompt("scaffold_screen", {"name": "OrderDetail"}))
    body = prompt.messages[0].content.text
    for words in ("conventions", "hosting", "server", "client", "child", "display", "form", "stateful",
                  "stateless", "dryRun: true", 'name "OrderDetail"', "`check`"):
        assert words in body, words
    assert body.rstrip().endswith(".")
    with pytest.raises(MCPError):
        with_session(root, lambda session: session.get_prompt("scaffold_screen", {}))


def test_explain_says_what_a_scaffold_follows_and_near_places_it_as_the_command_line_does(copy_fixture):
    root = copy_fixture("SampleWorkspace")
    status, stdout, _ = cli("scaffold", "Orders", "--explain", "--near", str(root / "Sources/App/Profile"), "--root", str(root))
    assert status == 0
    result = call(root, "scaffold", {"name": "Orders", "explain": True, "near": "Sources/App/Profile"})
    assert result.structured_content["lines"] == stdout.splitlines()
    assert stdout.startswith("convention: contract\nplacement: beside the screens nearest Sources/App/Profile: Profile")
    before = tree(root)
    by_cli = copy_fixture("SampleWorkspace")
    assert cli("scaffold", "Orders", "--near", str(by_cli / "Sources/App/Profile"), "--root", str(by_cli))[0] == 0
    answer = call(root, "scaffold", {"name": "Orders", "near": "Sources/App/Profile"}).structured_content
    assert tree(root) == tree(by_cli) != before
    assert all(path.startswith("Sources/App/Orders/") for path in answer["created"]), answer["created"]
