import MVVMAnalyzerCore
import MVVMRules
import XCTest

final class PairRenameTests: XCTestCase {
    private func snapshot(_ files: [String: String]) -> WorkspaceSnapshot {
        var snapshot = WorkspaceSnapshot(root: "/w")
        for (path, text) in files { snapshot.update(path: "/w/" + path, text: text) }
        return snapshot
    }

    private let contractFeature = [
        "Profile/ProfileViewModelContract.swift":
            "protocol ProfileViewModelContract: AnyObject { var state: ProfileViewState { get } }\n",
        "Profile/ProfileViewState.swift": "enum ProfileViewState { case idle, loading }\n",
        "Profile/ProfileViewModel.swift":
            "@Observable final class ProfileViewModel: ProfileViewModelContract { private(set) var state: ProfileViewState = .idle }\n",
        "Profile/ProfileView.swift": """
        import SwiftUI
        struct ProfileView<ViewModel: ProfileViewModelContract>: View {
            let viewModel: ViewModel
            var body: some View { Text("x") }
        }
        // ProfileView in a comment stays as written.
        """,
    ]

    func testRenamesTheViewModelItsCompanionsAndTheViewGenericOverItsContract() throws {
        let renames = try PairRename.typeRenames(
            renaming: "ProfileViewModel", to: "AccountViewModel",
            in: snapshot(contractFeature))
        XCTAssertEqual(
            renames,
            [
                "ProfileViewModel": "AccountViewModel", "ProfileViewModelContract": "AccountViewModelContract",
                "ProfileViewState": "AccountViewState", "ProfileView": "AccountView",
            ])
        let changes = try PairRename.changes(
            renaming: "ProfileViewModel", to: "AccountViewModel", in: snapshot(contractFeature))
        let renamedFiles = changes.compactMap { change -> String? in
            if case .rename(let from, let to) = change { return "\(from)→\(to)" }
            return nil
        }
        XCTAssertEqual(
            Set(renamedFiles),
            Set(
                ["ViewModelContract", "ViewState", "ViewModel", "View"].map {
                    "/w/Profile/Profile\($0).swift→/w/Profile/Account\($0).swift"
                }))
        guard
            case .edit(_, let replacements)? = changes.first(where: {
                if case .edit(let path, _) = $0 { return path.hasSuffix("ProfileView.swift") }
                return false
            })
        else { return XCTFail("the view file is edited") }
        XCTAssertEqual(
            replacements.map(\.newText), ["AccountView", "AccountViewModelContract"],
            "identifiers only: the comment is untouched")
    }

    func testRefusesInvalidNamesUnknownTypesAndClashes() {
        let workspace = snapshot(contractFeature)
        XCTAssertThrowsError(try PairRename.typeRenames(renaming: "ProfileViewModel", to: "1Bad", in: workspace))
        XCTAssertThrowsError(
            try PairRename.typeRenames(renaming: "NoSuchViewModel", to: "OtherViewModel", in: workspace))
        XCTAssertThrowsError(
            try PairRename.typeRenames(renaming: "ProfileViewModel", to: "ProfileViewState", in: workspace)
        ) {
            XCTAssertTrue("\($0)".contains("already exists"))
        }
    }
}
