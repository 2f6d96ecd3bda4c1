import Foundation
import MVVMAnalyzerCore
import XCTest

/// Pairing and navigation on `Tests/Fixtures/PairingStyles`: one screen per holding style and
/// naming pattern of real SwiftUI code.
final class PairingStylesTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/PairingStyles").path
    private let snapshot = try! WorkspaceSnapshot.load(root: PairingStylesTests.root)

    /// The type names declared at the locations.
    private func names(_ locations: [SymbolLocation]) -> [String] {
        locations.compactMap { location in
            snapshot.sourceFiles[location.path]?.facts.types.first { $0.nameRange == location.range }?.qualifiedName
        }
    }

    private func path(_ file: String) -> String { Self.root + "/Sources/App/" + file }

    /// The matches of the type named `type` in `file` (cursor on the type's name).
    private func matches(of type: String, in file: String) throws -> [String] {
        let fact = try XCTUnwrap(
            snapshot.sourceFiles[path(file)]?.facts.types.first { $0.qualifiedName == type },
            "\(type) in \(file)")
        return names(snapshot.matchingLocations(forFile: path(file), at: fact.nameRange.start))
    }

    func testEveryViewFindsItsViewModel() throws {
        let expectations: [(view: String, file: String, viewModel: String)] = [
            ("InboxView", "StateObjectCreated.swift", "InboxViewModel"),
            ("CartScreen", "StateObjectInjected.swift", "CartViewModel"),
            ("MessageRow", "ObservedObject.swift", "MessageViewModel"),
            ("SettingsPage", "StateObservable.swift", "SettingsViewModel"),
            ("SearchCell", "BindableView.swift", "SearchViewModel"),
            ("SearchView", "BindableView.swift", "SearchViewModel"),
            ("Account", "EnvironmentHeld.swift", "AccountViewModel"),
            ("FeedView", "ProtocolViewModel.swift", "FeedViewModel"),
            ("OrderView", "GenericContract.swift", "OrderViewModelContract"),
            ("ProfileView", "NestedViewModel.swift", "ProfileView.ViewModel"),
            ("HelpView", "NameOnly.swift", "HelpViewModel"),
            ("HomeScreen", "HomeScreen.swift", "HomeScreenViewModel"),
            ("HomeScreenHeader", "HomeScreen.swift", "HomeScreenViewModel"),
            ("ReportView", "FullNameViewModel.swift", "ReportViewViewModel"),
            ("PlayerView", "ProtocolHeld.swift", "PlayerViewModeling"),
        ]
        for expectation in expectations {
            XCTAssertEqual(
                try matches(of: expectation.view, in: expectation.file).first, expectation.viewModel,
                "\(expectation.view) should pair with \(expectation.viewModel)")
        }
    }

    func testEveryViewModelFindsItsViews() throws {
        XCTAssertEqual(try matches(of: "InboxViewModel", in: "InboxViewModel.swift"), ["InboxView"])
        XCTAssertEqual(try matches(of: "CartViewModel", in: "StateObjectInjected.swift"), ["CartScreen"])
        XCTAssertEqual(try matches(of: "MessageViewModel", in: "MessageViewModel.swift"), ["MessageRow"])
        XCTAssertEqual(
            Set(try matches(of: "SearchViewModel", in: "SearchViewModel.swift")), ["SearchCell", "SearchView"],
            "one view model, several views")
        XCTAssertEqual(try matches(of: "AccountViewModel", in: "EnvironmentHeld.swift"), ["Account"])
        XCTAssertEqual(
            try matches(of: "OrderViewModel", in: "GenericContract.swift"), ["OrderView"],
            "a view model reaches the view generic over its contract")
        XCTAssertEqual(try matches(of: "HelpViewModel", in: "HelpViewModel.swift"), ["HelpView"])
        XCTAssertEqual(
            Set(try matches(of: "HomeScreenViewModel", in: "HomeScreenViewModel.swift")),
            ["HomeScreen", "HomeScreenHeader"], "views holding the view model's nested Context")
        XCTAssertEqual(
            try matches(of: "ReportViewViewModel", in: "FullNameViewModel.swift"), ["ReportView"],
            "a view model named after the view's full name")
        XCTAssertEqual(
            try matches(of: "PlayerViewModel", in: "ProtocolHeld.swift"), ["PlayerView"],
            "an implementation reaches the view holding its protocol")
    }

    func testAViewConformedInAnExtensionPairsBothWays() throws {
        XCTAssertEqual(try matches(of: "LibraryView", in: "ExtensionConformed.swift"), ["LibraryViewModel"])
        XCTAssertEqual(try matches(of: "LibraryViewModel", in: "ExtensionConformed.swift"), ["LibraryView"])
        XCTAssertEqual(
            try matches(of: "QueueView", in: "ExtensionElsewhere.swift"), ["QueueViewModel"],
            "the conformance is in another file")
        XCTAssertEqual(try matches(of: "QueueViewModel", in: "ExtensionElsewhere.swift"), ["QueueView"])
        let body = try XCTUnwrap(snapshot.sourceFiles[path("ExtensionElsewhere+Body.swift")]?.facts.types.first)
        XCTAssertEqual(
            names(snapshot.matchingLocations(forFile: path("ExtensionElsewhere+Body.swift"), at: body.nameRange.start)),
            ["QueueViewModel"], "from the extension holding the body")
    }

    func testServicesTheEnvironmentInjectsAndSharedInstancesAreNotViewModels() throws {
        XCTAssertEqual(try matches(of: "RadioScreen", in: "EnvironmentServices.swift"), ["RadioScreenViewModel"])
        XCTAssertEqual(
            try matches(of: "AudioController", in: "EnvironmentServices.swift"), [],
            "no view renders a service as its model")
    }

    func testAViewsOwnNestedEnumsAreNotItsViewModels() throws {
        let view = try XCTUnwrap(
            snapshot.sourceFiles[path("NestedHelpers.swift")]?.facts.types.first { $0.name == "ComposeView" })
        XCTAssertEqual(snapshot.viewModelCandidates(for: view).map(\.viewModelName), ["ComposeViewModel"])
    }

    func testNoCandidateIsABareNestedName() throws {
        let screen = try XCTUnwrap(
            snapshot.sourceFiles[path("HomeScreen.swift")]?.facts.types.first { $0.name == "HomeScreen" })
        let names = snapshot.viewModelCandidates(for: screen).map(\.viewModelName)
        XCTAssertEqual(names.first, "HomeScreenViewModel")
        XCTAssertFalse(names.contains { $0.hasSuffix("Context") }, "\(names)")
    }

    func testALocalizationFileLeadsToItsViewModel() {
        XCTAssertEqual(
            names(snapshot.matchingLocations(forFile: path("InboxViewModel.yml"), at: nil)), ["InboxViewModel"])
    }

    func testMemberDefinitionUsesAndLocalizedTexts() throws {
        let view = try XCTUnwrap(snapshot.sourceFiles[path("StateObjectCreated.swift")])
        let access = try XCTUnwrap(view.text.range(of: "viewModel.title")).upperBound
        let offset = view.text.utf8.distance(from: view.text.utf8.startIndex, to: access) - 2
        guard case .memberAccess(let holder, let member, _)? = SymbolAtPosition.find(at: offset, in: view) else {
            return XCTFail("expected a member access at the cursor")
        }
        XCTAssertEqual(holder, "viewModel")
        XCTAssertEqual(member, "title")
        let viewModel = try XCTUnwrap(snapshot.viewModelHeld(by: holder, at: offset, inFile: view.path))
        XCTAssertEqual(viewModel, "InboxViewModel")
        let declaration = try XCTUnwrap(snapshot.declarationOfMember("title", ofType: viewModel))
        XCTAssertEqual(declaration.path, path("InboxViewModel.swift"))

        let uses = snapshot.usesOfMember("title", ofViewModel: "InboxViewModel")
        XCTAssertEqual(uses.map(\.path), [path("StateObjectCreated.swift")])
        XCTAssertTrue(
            snapshot.usesOfMember("unreadCount", ofViewModel: "InboxViewModel").isEmpty,
            "a property no view renders has no uses")

        let texts = snapshot.localizedEntries(ofProperty: "title", ofType: "InboxViewModel").map {
            "\($0.locale)=\($0.text ?? "")"
        }
        XCTAssertEqual(Set(texts), ["en=Inbox", "es=Bandeja de entrada"])
    }
}
