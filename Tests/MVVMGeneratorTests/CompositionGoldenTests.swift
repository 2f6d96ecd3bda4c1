import MVVMGenerator
import XCTest

/// Golden folders of the FOSMVVM composition kinds: containers with their generated children,
/// error view models and result wrappers. Every generated Swift file must also parse.
final class CompositionGoldenTests: XCTestCase {
    private func assertGolden(
        _ request: ScaffoldRequest, variant: String, workspace files: [String: String] = [:], line: UInt = #line
    ) throws {
        let workspace = try makeWorkspace(files)
        let plan = try workspace.planner().plan(request)
        XCTAssertEqual(plan.conflicts, [], line: line)
        for file in plan.files { assertParses(file, variant, line: line) }
        try GoldenFiles.assertMatches(plan.files, variant: variant, line: line)
    }

    func testClientHostedContainerWithAListChildAndALoadingState() throws {
        let options = ScaffoldOptions(children: ["Summary"], listChildren: ["TaskRow"], hasLoadingState: true)
        let request = try ScaffoldRequest(
            name: "TaskBoard", convention: .fosmvvm, kind: .container, hosting: .client, feature: "Tasks",
            options: options)
        try assertGolden(request, variant: "fosmvvm-client-container-list-loading")
    }

    func testErrorViewModelCopiesWhatTheResponseErrorCarries() throws {
        let request = try ScaffoldRequest(
            name: "MoveIdeaError", convention: .fosmvvm, kind: .error, feature: "Ideas",
            options: ScaffoldOptions(errorRequest: "MoveIdea"))
        try assertGolden(
            request, variant: "fosmvvm-error",
            workspace: [
                "Sources/ViewModels/Ideas/MoveIdeaRequest.swift": """
                public final class MoveIdeaRequest: ViewModelRequest, @unchecked Sendable {
                    public typealias ResponseError = MoveIdeaError
                }
                """,
                "Sources/ViewModels/Ideas/MoveIdeaError.swift": """
                public struct MoveIdeaError: ServerRequestError, Hashable {
                    public enum Code: String, Codable, Sendable { case boardLocked, ideaMissing }
                    public let message: LocalizableString
                    public let code: Code
                    public let retryable: Bool
                    public let underlying: [String: String]
                }
                """,
                "Sources/ViewModels/Ideas/MoveIdeaError+Code.swift": "extension MoveIdeaError.Code: CaseIterable {}",
            ])
    }

    func testErrorViewModelForARequestNotInTheWorkspace() throws {
        let request = try ScaffoldRequest(
            name: "CreateIdeaError", convention: .fosmvvm, kind: .error,
            options: ScaffoldOptions(errorRequest: "CreateIdeaRequest"))
        try assertGolden(request, variant: "fosmvvm-error-unknown-request")
    }

    func testResultWrapperAndItsSwitchingView() throws {
        let cases = [
            try ResultCase(parsing: "success:Task"), try ResultCase(parsing: "notFound:NotFoundViewModel"),
            try ResultCase(parsing: "permissionDenied:PermissionDeniedView"),
        ]
        let request = try ScaffoldRequest(
            name: "TaskResult", convention: .fosmvvm, kind: .result, feature: "Tasks",
            options: ScaffoldOptions(resultCases: cases))
        try assertGolden(request, variant: "fosmvvm-result")
    }
}
