import MVVMGenerator
import XCTest

/// What a composition scaffold plans beyond its golden files: reuse of existing children,
/// where children's files go, and what an error view model learns from the workspace.
final class CompositionPlanTests: XCTestCase {
    private func paths(_ request: ScaffoldRequest, in files: [String: String] = [:]) throws -> [String] {
        try makeWorkspace(files).planner().plan(request).files.map(\.path)
    }

    func testAChildTheWorkspaceDeclaresIsEmbeddedNotGenerated() throws {
        let request = try ScaffoldRequest(
            name: "Board", convention: .fosmvvm, kind: .container, hosting: .child,
            options: ScaffoldOptions(children: ["Header", "Footer"]))
        let planned = try paths(
            request,
            in: [
                "Sources/ViewModels/Shared/HeaderViewModel.swift":
                    "@ViewModel public struct HeaderViewModel: Codable, Sendable {}"
            ])
        XCTAssertFalse(planned.contains { $0.contains("HeaderView") }, "\(planned)")
        XCTAssertTrue(planned.contains("Sources/ViewModels/Board/FooterViewModel.swift"), "\(planned)")
        XCTAssertTrue(planned.contains("Sources/Views/Board/FooterView.swift"), "\(planned)")
    }

    /// Generated children are view models with fields like any scaffold (a list child's rows
    /// identified by `id`); a new factory builds them from their fields' placeholders, and a
    /// child the workspace declares from its `stub()`.
    func testGeneratedChildrenHoldFieldsAndANewFactoryBuildsEveryChild() throws {
        let request = try ScaffoldRequest(
            name: "Board", convention: .fosmvvm, kind: .container,
            options: ScaffoldOptions(
                children: ["Header", "Footer"], listChildren: ["Card"], hasLoadingState: true, fosmvvmVersion: .current)
        )
        let plan = try makeWorkspace([
            "Sources/ViewModels/Shared/HeaderViewModel.swift":
                "@ViewModel public struct HeaderViewModel: Codable, Sendable {}"
        ]).planner().plan(request)
        func contents(_ suffix: String) throws -> String {
            try XCTUnwrap(plan.files.first { $0.path.hasSuffix(suffix) }, suffix).contents
        }
        let card = try contents("/CardViewModel.swift")
        XCTAssertTrue(card.contains("public init(id: ModelIdType, name: String)"), card)
        XCTAssertTrue(card.contains("self.vmId = .init(id: id)"), card)
        XCTAssertTrue(try contents("/FooterView.swift").contains("viewModel: .stub(name: \"Preview Name\")"))
        let factory = try contents("/BoardViewModel+Factory.swift")
        XCTAssertTrue(factory.contains("VaporResponseBodyFactory"), "the container's version: \(factory)")
        XCTAssertTrue(
            factory.contains(
                ".init(name: \"Name\", state: .ready, header: .stub(), footer: .init(name: \"Name\"), cards: [])"),
            factory)
        let board = try contents("/BoardViewModel.swift")
        XCTAssertTrue(
            board.contains(".init(name: name, state: .ready, header: .stub(), footer: .stub(), cards: [.stub()])"),
            board)
    }

    func testChildrenOfAClientHostedContainerKeepTheirTextsWithTheClient() throws {
        let request = try ScaffoldRequest(
            name: "Settings", convention: .fosmvvm, kind: .container, hosting: .client,
            options: ScaffoldOptions(children: ["Theme"]))
        let planned = try paths(request)
        XCTAssertTrue(planned.contains("Sources/ViewModels/Resources/ViewModels/ThemeViewModel.yml"), "\(planned)")
        let server = try ScaffoldRequest(
            name: "Settings", convention: .fosmvvm, kind: .container, options: ScaffoldOptions(children: ["Theme"]))
        XCTAssertTrue(try paths(server).contains("Sources/Resources/ViewModels/Settings/ThemeViewModel.yml"))
    }

    func testAnErrorViewModelReadsANestedResponseError() throws {
        let request = try ScaffoldRequest(
            name: "SignInError", convention: .fosmvvm, kind: .error, options: ScaffoldOptions(errorRequest: "SignIn"))
        let plan = try makeWorkspace([
            "Sources/ViewModels/Auth/SignInRequest.swift": """
            public final class SignInRequest: ViewModelRequest, @unchecked Sendable {
                public struct ResponseError: ServerRequestError, Hashable {
                    public let reason: LocalizableString
                    public static let shared = 1
                }
            }
            """
        ]).planner().plan(request)
        let viewModel = try XCTUnwrap(plan.files.first { $0.path.hasSuffix("SignInErrorViewModel.swift") })
        XCTAssertTrue(viewModel.contents.contains("reason: responseError.reason"), viewModel.contents)
        XCTAssertFalse(viewModel.contents.contains("shared"), viewModel.contents)
        let view = try XCTUnwrap(plan.files.first { $0.path.hasSuffix("SignInErrorView.swift") })
        XCTAssertTrue(view.contents.contains("Text(viewModel.reason)"), view.contents)
    }

    func testAnErrorViewModelForARequestWithoutResponseErrorIsRefused() throws {
        let request = try ScaffoldRequest(
            name: "LoadError", convention: .fosmvvm, kind: .error, options: ScaffoldOptions(errorRequest: "Load"))
        let workspace = try makeWorkspace([
            "Sources/ViewModels/Load/LoadRequest.swift": """
            public final class LoadRequest: ViewModelRequest, @unchecked Sendable {
                public typealias ResponseError = EmptyError
            }
            """
        ])
        XCTAssertThrowsError(try workspace.planner().plan(request)) { error in
            XCTAssertEqual(
                "\(error)",
                "LoadRequest declares no ResponseError of its own (EmptyError); declare the error type it throws first")
        }
    }
}
