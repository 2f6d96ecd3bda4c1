import MVVMGenerator
import XCTest

/// Names whose generated types would hide a library type, or exist already, are refused.
final class NameRefusalTests: XCTestCase {
    private func refusal(
        _ name: String, _ convention: ScaffoldConvention, kind: ViewKind? = nil, hosting: Hosting? = nil,
        files: [String: String] = [:]
    ) throws -> ScaffoldError? {
        let planner = try makeWorkspace(files).planner()
        let request = try ScaffoldRequest(name: name, convention: convention, kind: kind, hosting: hosting)
        do {
            _ = try planner.plan(request)
            return nil
        } catch {
            XCTAssertNoThrow(try planner.plan(request, checkingNames: false), "--force-name goes ahead")
            return error
        }
    }

    func testNamesHidingSwiftUITypesAreRefused() throws {
        for (name, type) in [
            ("Progress", "ProgressView"), ("Empty", "EmptyView"), ("Tab", "TabView"), ("Navigation", "NavigationView"),
        ] {
            for convention in ScaffoldConvention.allCases {
                XCTAssertEqual(
                    try refusal(name, convention), .shadowsLibraryType(type: type, library: "SwiftUI"),
                    "\(name) \(convention)")
            }
        }
        XCTAssertEqual(
            try refusal("Progress", .contract)?.description,
            "the scaffold would declare 'ProgressView', which hides the SwiftUI type of that name; choose another name")
    }

    func testNamesHidingFOSMVVMTypesAreRefused() throws {
        XCTAssertEqual(
            try refusal("Server", .fosmvvm, hosting: .server),
            .shadowsLibraryType(type: "ServerRequest", library: "FOSMVVM"))
        XCTAssertEqual(try refusal("Live", .fosmvvm), .shadowsLibraryType(type: "LiveViewModel", library: "FOSMVVM"))
        XCTAssertEqual(
            try refusal("FormField", .fosmvvm), .shadowsLibraryType(type: "FormFieldView", library: "FOSMVVM"))
        XCTAssertNil(
            try refusal("Server", .fosmvvm, hosting: .client), "a client-hosted screen declares no ServerRequest")
    }

    func testNamesHidingFoundationTypesAreRefused() throws {
        XCTAssertEqual(
            try refusal("URL", .fosmvvm, hosting: .server),
            .shadowsLibraryType(type: "URLRequest", library: "Foundation"))
    }

    func testCatchAllErrorViewModelsAreRefusedInFOSMVVMOnly() throws {
        XCTAssertEqual(try refusal("Error", .fosmvvm), .genericErrorViewModel("ErrorViewModel"))
        XCTAssertEqual(try refusal("Toast", .fosmvvm, hosting: .client), .genericErrorViewModel("ToastViewModel"))
        XCTAssertNil(try refusal("Error", .contract), "an ErrorView/ErrorViewModel pair is an ordinary contract screen")
    }

    func testTypesDeclaredElsewhereInTheWorkspaceAreRefused() throws {
        let existing = ["Sources/Legacy/Orders.swift": "final class OrdersViewModel {}\n"]
        XCTAssertEqual(
            try refusal("Orders", .contract, files: existing),
            .typeAlreadyDeclared(type: "OrdersViewModel", path: "Sources/Legacy/Orders.swift"))
        XCTAssertNil(
            try refusal(
                "Orders", .contract, files: ["Sources/Legacy/Orders.swift": "private final class OrdersViewModel {}\n"]),
            "a private type is its file's own")
    }

    func testAScreenWhoseFilesExistIsAConflictNotARefusal() throws {
        let workspace = try makeWorkspace()
        let request = try ScaffoldRequest(name: "Orders", convention: .contract, kind: .stateless)
        let first = try workspace.planner().plan(request)
        for file in first.files { try workspace.write(file.path, file.contents) }
        let second = try workspace.planner().plan(request)
        // The helpers the first one generated are the workspace's now: used, not planned again.
        XCTAssertEqual(Set(second.conflicts.map(\.path)), Set(first.files.filter { $0.role != .support }.map(\.path)))
        XCTAssertTrue(second.files.isEmpty)
    }

    func testAnInferredViewHidingSwiftUIIsRefused() throws {
        let workspace = try makeWorkspace([
            "Sources/Presentation/Progress/ViewModels/ProgressViewModel.swift": """
            import Observation

            @Observable
            final class ProgressViewModel {
                private(set) var state: ProgressViewState = .idle
            }

            enum ProgressViewState { case idle, loading }
            """
        ])
        XCTAssertThrowsError(try workspace.planner().planView(forViewModel: "ProgressViewModel")) { error in
            XCTAssertEqual(error as? ScaffoldError, .shadowsLibraryType(type: "ProgressView", library: "SwiftUI"))
        }
    }
}
