import MVVMAnalyzerCore

/// A `ServerRequestError` that mirrors the transport instead of the operation's failures.
public struct ResponseErrorModelsTheThrowRule: Rule {
    public static let description = RuleDescription(
        id: "fosmvvm/responseerror-models-the-throw",
        name: "ResponseError models the throw",
        defaultSeverities: .fosmvvmOnly(.error),
        summary: """
            A type declared as a `ServerRequestError` (other than `EmptyError` and `ValidationError`, \
            and test fixtures) \
            whose only stored data is free-text `String`s, or whose cases, or those of an enum \
            nested in it, are named for HTTP statuses or transport categories (`unauthorized`, \
            `forbidden`, `badRequest`, `notFound`, `internalServerError`, a status number such as \
            `unauthorized401`) rather than the operation's outcomes.
            """,
        rationale: """
            A `ResponseError` is what the operation would `throw` if it were a local call; \
            `ServerRequestError` only carries that throw across the wire (the library's review, \
            check `responseerror-models-the-throw`). A reason-only shape mirrors a middleware abort \
            body, so any rejection decodes into it and the client cannot tell the cases apart by \
            type; status-named cases leak the transport into the semantics, since any failure can \
            wear a 401. Declare an `ErrorCode`-style enum of outcomes (`duplicateContent`, \
            `quotaExceeded`, `sessionExpired`) with typed associated data, and a localized message.
            """,
        triggeringExamples: [
            RuleExample(
                """
                struct ↓SaveDocumentError↑: ServerRequestError {
                    let reason: String
                }
                """, path: "Sources/ViewModels/Requests/SaveDocumentRequest.swift"),
            RuleExample(
                """
                public struct ↓ImportError↑: ServerRequestError {
                    public let message: String
                    public let detail: String?
                }
                """, path: "Sources/ViewModels/Requests/ImportRequest.swift"),
            RuleExample(
                """
                struct SignInError: ServerRequestError {
                    let code: ErrorCode
                    let message: LocalizableString

                    enum ErrorCode: String, Codable, Sendable {
                        case ↓unauthorized401↑
                        case ↓badRequest↑
                        case sessionExpired
                    }
                }
                """, path: "Sources/ViewModels/Requests/SignInRequest.swift"),
            RuleExample(
                """
                enum FetchTasksError: ServerRequestError {
                    case ↓notFound↑
                    case ↓internalServerError↑(message: String)
                }
                """, path: "Sources/ViewModels/Requests/FetchTasksRequest.swift"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                struct SaveDocumentError: ServerRequestError {
                    let code: ErrorCode
                    let message: LocalizableString

                    enum ErrorCode: String, Codable, Sendable {
                        case duplicateContent
                        case quotaExceeded
                    }
                }
                """, path: "Sources/ViewModels/Requests/SaveDocumentRequest.swift"),
            RuleExample(
                """
                @LocalizableError
                public struct ImportError: ServerRequestError {
                    @LocalizedString public var errorMessage
                    public let fileName: String
                    public var localizedMessage: any Localizable { errorMessage }
                }
                """, path: "Sources/ViewModels/Requests/ImportRequest.swift"),
            RuleExample(
                """
                enum FetchTasksError: ServerRequestError {
                    case boardNotFound(boardId: ModelIdType)
                    case sessionExpired
                    case quotaExceeded(requested: Int, maximum: Int)
                }
                public struct EmptyError: ServerRequestError {
                    public init() {}
                }
                struct ValidationError: ServerRequestError {
                    let message: String
                }
                struct HTTPFailure: Error {
                    let reason: String
                    enum Status { case unauthorized, notFound }
                }
                """, path: "Sources/ViewModels/Requests/FetchTasksRequest.swift"),
            RuleExample(
                """
                struct CredentialError: ServerRequestError {
                    enum Code: String, Codable, Sendable { case missing, invalid }
                    let code: Code
                    let challenge: String?
                }
                """, path: "Sources/ViewModels/Requests/CredentialError.swift"),
        ]
    )

    /// The types the skill exempts by name.
    static let exemptTypes: Set<String> = ["EmptyError", "ValidationError"]

    /// Case names of HTTP statuses and transport categories (compared case-insensitively).
    static let transportCaseNames: Set<String> = [
        "badrequest", "unauthorized", "paymentrequired", "forbidden", "notfound", "methodnotallowed",
        "notacceptable", "unprocessableentity", "internalservererror", "servererror", "notimplemented",
        "badgateway", "serviceunavailable", "gatewaytimeout", "httperror", "httpstatus", "badstatus",
        "networkerror", "transporterror",
    ]

    public var reach: RuleReach { [.thisFileOnly] }

    public func check(_ file: SourceFile, context: RuleContext) -> [Finding] {
        // Test fixtures declare permissive errors on purpose, to test the wire.
        guard !ReviewScope.isTestCode(path: file.path, root: context.workspace.root, facts: file.facts) else {
            return []
        }
        return file.facts.types.filter(Self.isResponseError).flatMap { type -> [Finding] in
            var found: [Finding] = []
            let stored = type.storedProperties
            if type.kind != .enum, !stored.isEmpty, stored.allSatisfy(Self.isFreeText) {
                let names = stored.map { "`\($0.name)`" }.joined(separator: ", ")
                found.append(
                    context.diagnostic(
                        "`\(type.name)` carries only free text (\(names)): any rejection decodes into it and the client "
                            + "cannot tell the failures apart; declare what the operation throws as an `ErrorCode` enum "
                            + "of outcomes with typed data",
                        at: type.nameRange))
            }
            let nested = file.facts.types.filter {
                $0.kind == .enum && $0.parentName == type.qualifiedName && $0.name != "CodingKeys"
            }
            for owner in [type] + nested {
                for enumCase in owner.enumCases where Self.isTransportName(enumCase.name) {
                    found.append(
                        context.diagnostic(
                            "`\(enumCase.name)` names an HTTP status or transport category, not an outcome of the operation; "
                                + "name what the operation would throw (`sessionExpired`, `quotaExceeded`, `documentNotFound`)",
                            at: enumCase.nameRange))
                }
            }
            return found
        }
    }

    /// Whether `type` is declared (not extended) as a `ServerRequestError` and not exempt.
    static func isResponseError(_ type: TypeFact) -> Bool {
        !type.isExtension && type.kind != .protocol && !exemptTypes.contains(type.name)
            && type.inheritedTypes.contains { FOSMVVMTypes.simpleName($0) == "ServerRequestError" }
    }

    /// Whether `property` is a free-text `String` (optional or not, no property wrapper).
    static func isFreeText(_ property: PropertyFact) -> Bool {
        guard property.attributes.isEmpty, let type = property.declaredType else { return false }
        let trimmed = type.replacingOccurrences(of: " ", with: "")
        return trimmed == "String" || trimmed == "String?" || trimmed == "Swift.String" || trimmed == "Swift.String?"
    }

    /// Whether a case name is an HTTP status or transport category: one of the known names, or
    /// a name ending in a status number (`unauthorized401`, `status404`).
    static func isTransportName(_ name: String) -> Bool {
        if transportCaseNames.contains(name.lowercased()) { return true }
        let digits = name.reversed().prefix { $0.isNumber }
        guard digits.count == 3, name.count > 3, let status = Int(String(digits.reversed())) else { return false }
        return (100...599).contains(status)
    }
}
