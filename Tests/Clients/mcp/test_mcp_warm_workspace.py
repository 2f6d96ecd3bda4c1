"""The workspace `mvvm-lsp mcp` keeps warm between calls answers with what is on disk now.

Each test runs several calls in one session and changes files between them: edited, added,
removed, rewritten with the same size and modification time, and configuration files. Every
answer must be the one a fresh read gives (the command line's, for `check`).
"""
import json
import os

from conftest import cli, with_session

PROFILE = "Sources/App/Profile/ProfileView.swift"


def diagnostics(result):
    assert not result.is_error, result.content
    return [{key: value for key, value in entry.items() if key != "fixes"}
            for entry in result.structured_content["diagnostics"]]


def cold_check(root):
    """What the command line, reading everything afresh, finds."""
    status, stdout, stderr = cli("check", "--format", "json", "--fail-on", "never", ".", cwd=root)
    assert status == 0, stderr
    return json.loads(stdout)["diagnostics"]


def places(found, rule):
    return [(entry["file"], entry["line"]) for entry in found if entry["rule"] == rule]


def test_check_sees_files_edited_added_and_removed_between_two_calls(copy_fixture):
    root = copy_fixture("SampleWorkspace")
    profile = root / PROFILE
    added = root / "Sources/App/Profile/ProfileBadge.swift"

    async def work(session):
        answers = [diagnostics(await session.call_tool("check", {}))]
        answers.append(diagnostics(await session.call_tool("check", {})))
        profile.write_text(profile.read_text().replace("Text(profile.name)", 'Text("Name: \\(profile.name)")'))
        answers.append(diagnostics(await session.call_tool("check", {})))
        added.write_text('import SwiftUI\n\nstruct ProfileBadge: View {\n    var body: some View {\n'
                         '        Text("Member")\n    }\n}\n')
        answers.append(diagnostics(await session.call_tool("check", {})))
        narrowed = diagnostics(await session.call_tool("check", {"paths": ["Sources/App/Profile"]}))
        added.unlink()
        answers.append(diagnostics(await session.call_tool("check", {})))
        return answers, narrowed

    (first, again, edited, with_added, removed), narrowed = with_session(root, work)
    assert again == first
    assert (PROFILE, 23) in places(edited, "mvvm/hardcoded-text") and (PROFILE, 23) not in places(first, "mvvm/hardcoded-text")
    assert "Sources/App/Profile/ProfileBadge.swift" in {entry["file"] for entry in with_added}
    assert narrowed == [entry for entry in with_added if entry["file"].startswith("Sources/App/Profile/")]
    assert "Sources/App/Profile/ProfileBadge.swift" not in {entry["file"] for entry in removed}
    assert removed == edited
    assert removed == cold_check(root), "the warm answer is the one a fresh read gives"


def test_matching_file_follows_a_view_renamed_with_the_same_size_and_modification_time(copy_fixture):
    root = copy_fixture("SampleWorkspace")
    profile = root / PROFILE
    card = root / "Sources/App/Profile/ProfileCard.swift"

    def views(result):
        assert not result.is_error, result.content
        return [match["type"] for match in result.structured_content["matches"]]

    async def work(session):
        answers = [views(await session.call_tool("matching_file", {"type": "ProfileViewModel"}))]
        card.write_text(profile.read_text().replace("struct ProfileView<", "struct ProfileCard<"))
        answers.append(views(await session.call_tool("matching_file", {"type": "ProfileViewModel"})))
        # The same number of bytes, and the modification time set back to what it was: only
        # the content (and the status-change time) tells.
        stamp = card.stat()
        card.write_text(card.read_text().replace("struct ProfileCard<", "struct ProfileTile<"))
        os.utime(card, ns=(stamp.st_atime_ns, stamp.st_mtime_ns))
        assert card.stat().st_size == stamp.st_size and card.stat().st_mtime_ns == stamp.st_mtime_ns
        answers.append(views(await session.call_tool("matching_file", {"type": "ProfileViewModel"})))
        card.unlink()
        answers.append(views(await session.call_tool("matching_file", {"type": "ProfileViewModel"})))
        return answers

    first, added, renamed, removed = with_session(root, work)
    assert first == ["ProfileView"]
    assert sorted(added) == ["ProfileCard", "ProfileView"]
    assert sorted(renamed) == ["ProfileTile", "ProfileView"]
    assert removed == ["ProfileView"]


def test_a_changed_configuration_file_takes_effect_on_the_next_call(copy_fixture):
    root = copy_fixture("SampleWorkspace")
    configuration = root / ".mvvm-lsp.yml"
    original = configuration.read_text()

    async def work(session):
        answers = [diagnostics(await session.call_tool("check", {}))]
        configuration.write_text(original.replace("rules:\n", "rules:\n  mvvm/view-name-mismatch: off\n"))
        answers.append(diagnostics(await session.call_tool("check", {})))
        configuration.write_text(original.replace("rules:\n", "rules:\n  mvvm/view-name-mismatch: [\n"))
        broken = await session.call_tool("check", {})
        configuration.write_text(original)
        answers.append(diagnostics(await session.call_tool("check", {})))
        return answers, broken

    (first, rule_off, restored), broken = with_session(root, work)
    assert places(first, "mvvm/view-name-mismatch") and not places(rule_off, "mvvm/view-name-mismatch")
    assert [entry for entry in first if entry["rule"] != "mvvm/view-name-mismatch"] == rule_off
    assert broken.is_error and "configuration has errors" in "".join(content.text for content in broken.content)
    assert restored == first == cold_check(root)
