import MVVMAnalyzerCore

/// A FOSMVVM request named verb-first (`CreateUserRequest`), or a view-model read request
/// carrying a read verb (`DashboardShowRequest`), against the library's naming dictionary
/// (`.claude/skills/shared/NAMES.md`).
public struct RequestNamingRule: Rule {
    public static let description = RuleDescription(
        id: "fosmvvm/request-naming",
        name: "Request naming",
        defaultSeverities: .fosmvvmOnly(.warning),
        summary: """
            A request (a type conforming to `ServerRequest`, `ViewModelRequest` or a per-verb request \
            protocol) whose name starts with a verb (`Create`, `Update`, `Replace`, `Delete`, `Destroy`, \
            `Show`, `Get`, `Fetch`, `Move`, `Mint`) instead of its noun, or a `ViewModelRequest` whose \
            name ends in a read verb (`DashboardShowRequest`).
            """,
        rationale: """
            FOSMVVM's naming dictionary names requests noun-first, `<Noun><Verb>Request` \
            (`UserCreateRequest`, `IdeaMoveRequest`), so an entity's whole request family sorts and \
            reads as one group; verb-first names scatter it across the alphabet and bury the entity. \
            A view-model read request is the screen's one canonical fetch and takes the noun alone \
            (`DashboardRequest`); a raw-entity read keeps its verb noun-first (`UserShowRequest`). \
            Only the verbs the dictionary names (and the request protocols' own) are recognised, so \
            an entity whose name merely begins like a verb is not reported.
            """,
        triggeringExamples: [
            RuleExample(
                """
                public final class ↓CreateUserRequest↑: CreateRequest, @unchecked Sendable {
                    public typealias ResponseBody = UserCreateResponse
                }
                """, path: "Sources/ViewModels/Users/CreateUserRequest.swift"),
            RuleExample(
                """
                final class ↓MoveIdeaRequest↑: ServerRequest, @unchecked Sendable {}
                final class ↓MintAgentTokenRequest↑: FOSMVVM.ServerRequest, @unchecked Sendable {}
                """, path: "Sources/ViewModels/Ideas/MoveIdeaRequest.swift"),
            RuleExample(
                """
                public final class ↓ShowDashboardRequest↑: ViewModelRequest, @unchecked Sendable {
                    public var responseBody: DashboardViewModel?
                }
                public final class ↓DocksFetchRequest↑: ViewModelRequest, @unchecked Sendable {
                    public var responseBody: DocksViewModel?
                }
                """, path: "Sources/ViewModels/Dashboard/DashboardRequest.swift"),
            RuleExample(
                """
                final class ↓DeleteBerthRequest↑: DeleteRequest, @unchecked Sendable {}
                final class ↓UpdateURLRequest↑: UpdateRequest, @unchecked Sendable {}
                """, path: "Sources/ViewModels/Berths/BerthRequests.swift"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                public final class UserCreateRequest: CreateRequest, @unchecked Sendable {
                    public typealias ResponseBody = UserCreateResponse
                }
                """, path: "Sources/ViewModels/Users/UserCreateRequest.swift"),
            RuleExample(
                """
                final class IdeaMoveRequest: ServerRequest, @unchecked Sendable {}
                final class AgentTokenMintRequest: FOSMVVM.ServerRequest, @unchecked Sendable {}
                """, path: "Sources/ViewModels/Ideas/IdeaMoveRequest.swift"),
            RuleExample(
                """
                public final class DashboardRequest: ViewModelRequest, @unchecked Sendable {
                    public var responseBody: DashboardViewModel?
                }
                public final class DocksRequest: ViewModelRequest, @unchecked Sendable {
                    public var responseBody: DocksViewModel?
                }
                final class UserShowRequest: ShowRequest, @unchecked Sendable {}
                """, path: "Sources/ViewModels/Dashboard/DashboardRequest.swift"),
            RuleExample(
                """
                final class BerthDeleteRequest: DeleteRequest, @unchecked Sendable {}
                final class URLUpdateRequest: UpdateRequest, @unchecked Sendable {}
                final class ShowcaseRequest: ViewModelRequest, @unchecked Sendable {}
                final class UpdatesFeedRequest: ShowRequest, @unchecked Sendable {}
                final class WidgetRequest: ViewModelRequest, @unchecked Sendable {}
                """, path: "Sources/ViewModels/Berths/BerthRequests.swift"),
            RuleExample(
                """
                // Not requests: the rule names only the library's request conformances.
                struct CreateUserForm: Codable {}
                final class CreateUserRequest: NSObject {}
                protocol UpdateRequestProtocol: UpdateRequest {}
                """, path: "Sources/ViewModels/Users/CreateUserForm.swift"),
        ]
    )

    /// Verbs FOSMVVM's naming dictionary names, and its request protocols' own.
    static let verbs = ["Create", "Update", "Replace", "Delete", "Destroy", "Show", "Get", "Fetch", "Move", "Mint"]
    /// Verbs a view-model read request leaves out (the read is implied).
    static let readVerbs: Set<String> = ["Show", "Get", "Fetch"]

    /// Its findings follow from the type's own declaration.
    public var reach: RuleReach { [.thisFileOnly] }

    public func check(_ file: SourceFile, context: RuleContext) -> [Finding] {
        file.facts.types.compactMap { type -> Finding? in
            guard type.kind == .class || type.kind == .struct, let kind = type.fosmvvmRequestKind,
                let better = Self.nounFirstName(type.name, isViewModelRead: kind == "ViewModelRequest")
            else { return nil }
            return context.diagnostic(
                "`\(type.name)` is not named noun-first as FOSMVVM names requests (`<Noun><Verb>Request`; "
                    + "a view-model read takes the noun alone): name it `\(better)`",
                at: type.nameRange
            )
        }
    }

    /// The name FOSMVVM's dictionary gives the request `name`, if `name` departs from it.
    static func nounFirstName(_ name: String, isViewModelRead: Bool) -> String? {
        guard name.hasSuffix("Request") else { return nil }
        let stem = String(name.dropLast("Request".count))
        if let verb = verbs.first(where: { startsWithWord($0, stem) }) {
            let noun = String(stem.dropFirst(verb.count))
            if isViewModelRead, readVerbs.contains(verb) { return noun + "Request" }
            return noun + verb + "Request"
        }
        if isViewModelRead, let verb = readVerbs.first(where: { stem.hasSuffix($0) && stem.count > $0.count }) {
            return String(stem.dropLast(verb.count)) + "Request"
        }
        return nil
    }

    /// Whether `stem` begins with the word `verb` followed by another capitalised word.
    private static func startsWithWord(_ verb: String, _ stem: String) -> Bool {
        guard stem.hasPrefix(verb) else { return false }
        return stem.dropFirst(verb.count).first?.isUppercase ?? false
    }
}
