/// The verb of a FOSMVVM request scaffold (`--kind request --verb create`): which per-verb
/// request protocol the request conforms to, hence its HTTP method and controller action
/// (FOSMVVM's "Request Protocol Selection").
public enum RequestVerb: String, Sendable, Hashable, CaseIterable {
    /// `ShowRequest`, GET: reads an entity by the id its `Query` carries.
    case show
    /// `CreateRequest`, POST: a validated body creates an entity, the response carries its id.
    case create
    /// `UpdateRequest`, PATCH: a validated body changes an entity.
    case update
    /// `ReplaceRequest`, PUT: a validated body replaces an entity.
    case replace
    /// `DeleteRequest`, DELETE: a soft delete.
    case delete
    /// `DestroyRequest`, DELETE: a hard delete.
    case destroy

    /// `Create`: the word in `{Noun}{Verb}Request`.
    public var word: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// `CreateRequest`: the FOSMVVM protocol a request of this verb conforms to.
    var requestProtocol: String { word + "Request" }

    /// `CreateResponseBody`: the marker protocol of its response body.
    var responseBodyProtocol: String { word + "ResponseBody" }

    /// The HTTP method FOSMVVM sends it with.
    var httpMethod: String {
        switch self {
        case .show: "GET"
        case .create: "POST"
        case .update: "PATCH"
        case .replace: "PUT"
        case .delete, .destroy: "DELETE"
        }
    }

    /// The verbs FOSMVVM's naming dictionary names, which a request's noun must not start
    /// with (`fosmvvm/request-naming` reports `CreateUserRequest`; kept equal to its list).
    static let namingVerbs = [
        "Create", "Update", "Replace", "Delete", "Destroy", "Show", "Get", "Fetch", "Move", "Mint",
    ]

    /// Splits a request name into its noun and verb: `IdeaCreateRequest`, `IdeaCreate` or `Idea`
    /// with `verb`. A trailing `Request` is dropped; a trailing verb word is the verb (it must
    /// agree with `verb` when both are given). The noun is refused when it is missing or starts
    /// with a verb, as `fosmvvm/request-naming` would report the name.
    static func split(_ name: String, verb: RequestVerb?) throws(ScaffoldError) -> (noun: String, verb: RequestVerb) {
        var stem = name
        if stem.hasSuffix("Request"), stem.count > "Request".count { stem = String(stem.dropLast("Request".count)) }
        var found: RequestVerb?
        for candidate in allCases where stem.hasSuffix(candidate.word) && stem.count > candidate.word.count {
            found = candidate
        }
        if let found, verb == nil || verb == found {
            stem = String(stem.dropLast(found.word.count))
        }
        guard let resolved = verb ?? found else {
            throw .requestWithoutVerb(name)
        }
        try SwiftIdentifier.validate(stem, role: "request noun", case: .upper)
        if let leading = namingVerbs.first(where: {
            stem.hasPrefix($0) && (stem.dropFirst($0.count).first?.isUppercase ?? false)
        }) {
            throw .invalidIdentifier(
                role: "request noun", value: stem,
                reason: """
                    FOSMVVM names requests noun-first (<Noun><Verb>Request); a noun starting with '\(leading)' reads as a verb
                    """)
        }
        return (stem, resolved)
    }
}
