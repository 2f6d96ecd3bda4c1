import MVVMGenerator
import TestSupport
import XCTest

/// The FOSMVVM composition kinds compile, target by target, against the surface of each FOSMVVM
/// version: containers with the children they generate (single, list, with a loading state; each
/// hosting), an error view model built from a request's `ResponseError`, and a result wrapper
/// over view models the workspace has.
final class FOSMVVMCompositionCompileTests: XCTestCase {
    /// Compiling packages with swiftc is a long run (`LongRuns`).
    override func setUpWithError() throws {
        try XCTSkipUnless(LongRuns.areEnabled, LongRuns.skipReason)
    }

    /// Scaffolds `requests` in order (each for the version) into a FOSMVVM package holding the
    /// app's files and `support`, and compiles it for both versions.
    private func assertCompiles(
        _ requests: @escaping (ScaffoldOptions) throws -> [ScaffoldRequest],
        support: @escaping (FOSMVVMVersion) -> [String: String] = { _ in [:] },
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        try assertCompilesForEachVersion(file: file, line: line) { version in
            let package = try makePackage(
                manifest: Manifests.fosmvvm, files: Manifests.fosmvvmAppFiles.merging(support(version)) { $1 })
            var paths: [String] = []
            for request in try requests(ScaffoldOptions(fosmvvmVersion: version)) {
                paths += try package.scaffold(request)
            }
            return try VersionedPackage(package, scaffolded: paths)
        }
    }

    /// `Orders`, a container of `hosting` with `options`' children, fields and state.
    private func assertContainerCompiles(
        _ hosting: Hosting, fields: [ScaffoldField] = ScaffoldField.defaultFields, children: [String] = [],
        listChildren: [String] = [], hasLoadingState: Bool = false, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        try assertCompiles(
            { options in
                var options = options
                options.fields = fields
                options.children = children
                options.listChildren = listChildren
                options.hasLoadingState = hasLoadingState
                return [
                    try ScaffoldRequest(
                        name: "Orders", convention: .fosmvvm, kind: .container, hosting: hosting, feature: "Orders",
                        options: options)
                ]
            }, file: file, line: line)
    }

    func testContainerWithChildrenServerHosted() throws {
        try assertContainerCompiles(
            .server, fields: [ScaffoldField(name: "placedAt", type: .date)], children: ["Header", "Footer"])
    }

    func testContainerWithChildrenClientHosted() throws {
        try assertContainerCompiles(.client, children: ["Header", "Footer"])
    }

    func testContainerWithChildrenChildHosted() throws {
        try assertContainerCompiles(.child, fields: [ScaffoldField(name: "id", type: .modelId)], children: ["Header"])
    }

    func testContainerWithListChildrenServerHosted() throws {
        try assertContainerCompiles(.server, children: ["Summary"], listChildren: ["OrderRow"])
    }

    func testContainerWithListChildrenChildHosted() throws {
        try assertContainerCompiles(.child, listChildren: ["OrderRow", "Address"])
    }

    func testContainerWithLoadingStateServerHosted() throws {
        try assertContainerCompiles(.server, children: ["Summary"], listChildren: ["OrderRow"], hasLoadingState: true)
    }

    func testContainerWithLoadingStateClientHosted() throws {
        try assertContainerCompiles(
            .client, fields: [ScaffoldField(name: "itemCount", type: .int)], children: ["Summary"],
            listChildren: ["OrderRow"],
            hasLoadingState: true)
    }

    /// `MoveIdeaErrorViewModel` for the request `MoveIdeaRequest` of the package, whose
    /// `ResponseError` carries a localized message and a code .
    func testErrorViewModelOfARequestWithAResponseError() throws {
        try assertCompiles(
            { options in
                var options = options
                options.errorRequest = "MoveIdea"
                return [
                    try ScaffoldRequest(
                        name: "MoveIdeaError", convention: .fosmvvm, kind: .error, feature: "Ideas", options: options)
                ]
            },
            support: { version in
                ["Sources/ViewModels/Ideas/MoveIdeaRequest.swift": Self.moveIdeaRequest(for: version)]
            })
    }

    /// `OrderResult` over `OrderDetail` and `OrderNotFound`, scaffolded first.
    func testResultViewModelOverExistingViewModels() throws {
        try assertCompiles { options in
            let cases = [
                try ResultCase(parsing: "success:OrderDetail"), try ResultCase(parsing: "notFound:OrderNotFound"),
            ]
            var result = options
            result.resultCases = cases
            return try cases.map { resultCase in
                try ScaffoldRequest(
                    name: resultCase.screen, convention: .fosmvvm, kind: .display, hosting: .child, feature: "Orders",
                    options: options)
            } + [
                try ScaffoldRequest(
                    name: "OrderResult", convention: .fosmvvm, kind: .result, feature: "Orders", options: result)
            ]
        }
    }

    /// An update request moving an idea to another column, as an app declares it for `version`
    /// (0.13's requests take `sort:`); its `ResponseError` is `Hashable`, as a client-hosted
    /// error view model's `AppState` requires.
    private static func moveIdeaRequest(for version: FOSMVVMVersion) -> String {
        let sort = version == .current ? "\n        sort: EmptySort? = nil," : ""
        return """
            import FOSMVVM

            /// Moves an idea to another column of its board.
            public final class MoveIdeaRequest: UpdateRequest, @unchecked Sendable {
                public typealias Query = EmptyQuery
                public typealias Fragment = EmptyFragment
                public typealias ResponseBody = EmptyBody

                public struct RequestBody: ServerRequestBody, ValidatableModel {
                    public let ideaId: ModelIdType
                    public let columnId: ModelIdType

                    public func validate(fields: [any FormFieldBase]?, validations: Validations) -> ValidationResult.Status? {
                        nil
                    }
                }

                /// Why the idea could not move; the server sends the message localized.
                public struct ResponseError: ServerRequestError, Hashable {
                    public enum Code: String, Codable, Sendable {
                        case boardLocked
                        case ideaMissing
                        case columnFull
                    }

                    public let code: Code
                    public let message: LocalizableString
                }

                public let requestBody: RequestBody?

                public init(
                    query: EmptyQuery? = nil,\(sort)
                    fragment: EmptyFragment? = nil,
                    requestBody: RequestBody? = nil,
                    responseBody: EmptyBody? = nil
                ) {
                    self.requestBody = requestBody
                }

                public static func stub() -> MoveIdeaRequest {
                    .init(requestBody: .init(ideaId: .init(), columnId: .init()))
                }
            }
            """
    }
}
