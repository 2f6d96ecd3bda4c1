import MVVMAnalyzerCore
import SwiftSyntax

/// A `catch` of a specific HTTP client-error status whose body does more than log.
public struct StatusInterpretedAsResultRule: Rule {
    public static let description = RuleDescription(
        id: "fosmvvm/status-interpreted-as-result",
        name: "Status interpreted as result",
        defaultSeverities: .fosmvvmOnly(.error),
        summary: """
            A `catch` clause keyed on a specific HTTP client-error status (`catch \
            DataFetchError.badStatus(httpStatusCode: 401)`, `catch let Fetch.badStatus(code) where \
            code == 403`) whose body does more than log or touch a cache: the status number decides \
            the operation's result. Transport statuses (408, 429, 5xx), `if`/`switch` on a status and \
            tests are left alone.
            """,
        rationale: """
            HTTP statuses govern transport consequences only (logging, caching, retry/backoff); the \
            operation's result rides the typed error path: the server throws its `ServerRequestError` \
            and the client catches the typed case (the library's review, check \
            `status-interpreted-as-result`). Any failure can wear a 401, so a client that refreshes \
            a credential, navigates or changes user-facing state on one learns nothing typed. Catch \
            the request's `ResponseError` case (or `CredentialRejectedError`) instead.
            """,
        triggeringExamples: [
            RuleExample(
                """
                func load(request: TaskListRequest, mvvmEnv: MVVMEnvironment) async {
                    do {
                        try await request.processRequest(mvvmEnv: mvvmEnv)
                    } catch ↓DataFetchError.badStatus(httpStatusCode: 401)↑ {
                        refreshSessionAndRetry()
                    } catch ↓let DataFetchError.badStatus(httpStatusCode: code) where code == 404↑ {
                        state.showsEmptyBoard = true
                    } catch {
                        state.error = error
                    }
                }
                """, path: "Sources/ViewModels/TaskListOperations.swift")
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                func load(request: TaskListRequest, mvvmEnv: MVVMEnvironment) async {
                    do {
                        try await request.processRequest(mvvmEnv: mvvmEnv)
                    } catch let error as CredentialRejectedError where error.code == .invalid {
                        refreshSessionAndRetry()
                    } catch DataFetchError.badStatus(httpStatusCode: 401) {
                        logger.warning("credential refused")
                    } catch DataFetchError.badStatus(httpStatusCode: 404) {
                        cache.removeValue(forKey: request.cacheKey)
                    } catch DataFetchError.badStatus(httpStatusCode: 503) {
                        await backoff.wait()
                    } catch {
                        state.error = error
                    }
                }
                """, path: "Sources/ViewModels/TaskListOperations.swift"),
            RuleExample(
                """
                import Testing
                @Test func refusesWithoutCredential() async throws {
                    do {
                        try await request.processRequest(mvvmEnv: mvvmEnv)
                        Issue.record("expected a rejection")
                    } catch DataFetchError.badStatus(httpStatusCode: let code) {
                        #expect(code == 401)
                    }
                }
                """, path: "Sources/App/CredentialTests.swift"),
        ]
    )

    /// Client-error statuses that carry no result semantics: timeout and rate limiting.
    static let transportStatuses: Set<Int> = [408, 429]

    public var nodeKinds: Set<SyntaxKind> { [.catchClause] }

    /// Reads only the visited `catch` clause and the file's imports.
    public var reach: RuleReach { [.thisFileOnly, .declarationLocal] }

    public func visit(_ node: Syntax, scope: WalkScope, context: RuleContext) -> [Finding] {
        guard let clause = node.as(CatchClauseSyntax.self), Self.drivesBehaviour(clause.body),
            !ReviewScope.isTestCode(path: context.path, root: context.workspace.root, in: node)
        else { return [] }
        return clause.catchItems.compactMap { item -> Finding? in
            guard let status = Self.clientErrorStatus(in: item) else { return nil }
            return context.diagnostic(
                "This `catch` reads HTTP status \(status) as the operation's result: statuses are transport only; "
                    + "catch the request's typed `ResponseError` case (or `CredentialRejectedError`) instead",
                at: Self.range(of: item))
        }
    }

    /// The item without its trailing comma.
    static func range(of item: CatchItemSyntax) -> ByteRange {
        let whole = ByteRange(item)
        guard let comma = item.trailingComma else { return whole }
        let last: Syntax? = item.whereClause.map(Syntax.init) ?? item.pattern.map(Syntax.init)
        return ByteRange(start: whole.start, end: last.map { ByteRange($0).end } ?? ByteRange(comma).start)
    }

    /// The 4xx status (other than timeout and rate limiting) the item's pattern or `where`
    /// clause names, when the item speaks of a status (`status`, `http` or `code`).
    static func clientErrorStatus(in item: CatchItemSyntax) -> Int? {
        let text = item.trimmedDescription.lowercased()
        guard text.contains("status") || text.contains("http") || text.contains("code") else { return nil }
        return item.descendants(IntegerLiteralExprSyntax.self).lazy
            .compactMap { Int($0.literal.text.replacingOccurrences(of: "_", with: "")) }
            .first { (400...499).contains($0) && !transportStatuses.contains($0) }
    }

    /// Whether the body does something other than log or touch a cache.
    static func drivesBehaviour(_ body: CodeBlockSyntax) -> Bool {
        body.statements.contains { statement in
            if let call = statement.item.as(FunctionCallExprSyntax.self)
                ?? statement.item.as(AwaitExprSyntax.self)?
                .expression.as(FunctionCallExprSyntax.self), ReviewScope.isLogCall(call)
            {
                return false
            }
            return !statement.trimmedDescription.lowercased().contains("cache")
        }
    }
}
