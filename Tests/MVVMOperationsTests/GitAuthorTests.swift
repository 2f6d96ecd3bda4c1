@testable import MVVMOperations
import TestSupport
import XCTest

/// The author a new file's header names: git's `user.name`, the workspace's before the user's.
final class GitAuthorTests: XCTestCase {
    func testTheWorkspacesUserNameComesBeforeTheUsersOwn() throws {
        let workspace = try TestWorkspace(files: [
            "repo/.git/config": "[core]\n\tbare = false\n[user]\n\tname = \"Ann Lee\"\n",
            "home/.gitconfig": "[user]\n    name = Jane Doe\n    email = jane@example.com\n",
        ])
        defer { workspace.remove() }
        let environment = ["HOME": workspace.path + "/home"]
        XCTAssertEqual(GitAuthor.name(root: workspace.path + "/repo", environment: environment), "Ann Lee")
        XCTAssertEqual(GitAuthor.name(root: workspace.path + "/elsewhere", environment: environment), "Jane Doe")
        XCTAssertNil(GitAuthor.name(root: workspace.path + "/elsewhere", environment: [:]))
    }

    func testOnlyTheUserSectionsNameCounts() {
        XCTAssertNil(GitAuthor.userName(inConfig: "[remote \"origin\"]\n\tname = origin\n"))
        XCTAssertEqual(GitAuthor.userName(inConfig: "[remote \"origin\"]\n\tname = origin\n[User]\nName=Bo\n"), "Bo")
    }
}
