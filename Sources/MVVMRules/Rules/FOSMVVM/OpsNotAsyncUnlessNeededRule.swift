import MVVMAnalyzerCore
import SwiftSyntax

/// An operation declared `async` whose body awaits nothing.
public struct OpsNotAsyncUnlessNeededRule: Rule {
    public static let description = RuleDescription(
        id: "fosmvvm/ops-not-async-unless-needed",
        name: "Operation async without awaiting",
        defaultSeverities: .fosmvvmOnly(.warning),
        summary: """
            A method of a type conforming to a `…ViewModelOperations` protocol is declared `async` \
            (or `async throws`) while its body contains no `await`. Stubs (`…StubOps`, mocks) and \
            placeholder bodies (empty, or only `throw` / `fatalError`) match the protocol's signature \
            and are left alone.
            """,
        rationale: """
            `async` states what the body does. An `async` operation is dispatched as \
            `Task { try await op(...) }`; every tap spawns its own task and SwiftUI does not order \
            them, so rapid taps can land out of order and the last write is not always the last tap. \
            Mark an operation `async` only when it awaits real I/O (FOSMVVM's review, check \
            `ops-not-async-unless-needed`). A synchronous method still satisfies an `async` protocol \
            requirement, so the fix drops `async` from the method only; drop it from the protocol \
            requirement too once no implementation awaits.
            """,
        triggeringExamples: [
            RuleExample(
                """
                public struct SettingsOps: SettingsViewModelOperations {
                    public func toggleEnabled(_ enabled: Bool, output settings: ProgrammingSettings) ↓async↑ throws {
                        settings.isEnabled = enabled
                    }
                }
                """, path: "Sources/ViewModels/SettingsViewModelOperations.swift"),
            RuleExample(
                """
                extension PreferencesOps: PreferencesViewModelOperations {
                    func setTheme(_ theme: Theme, output storage: UserSettings) ↓async↑ {
                        storage.theme = theme
                    }
                }
                """, path: "Sources/ViewModels/PreferencesViewModelOperations.swift"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                public struct SettingsOps: SettingsViewModelOperations {
                    public func toggleEnabled(_ enabled: Bool, output settings: ProgrammingSettings) {
                        settings.isEnabled = enabled
                    }
                    public func disconnect(deviceId: String) async throws {
                        try await DisconnectRequest(deviceId: deviceId).processRequest(mvvmEnv: .shared)
                    }
                    public func loadAll() async {
                        for await item in Feed.items { print(item) }
                    }
                    public func reconnect() async throws {
                        // Dispatches a ServerRequest.
                    }
                }
                """, path: "Sources/ViewModels/SettingsViewModelOperations.swift"),
            RuleExample(
                """
                extension PreferencesOps: PreferencesViewModelOperations {
                    func setTheme(_ theme: Theme, output storage: UserSettings) {
                        storage.theme = theme
                    }
                }
                public final class InfoStubOps: InfoViewModelOperations, @unchecked Sendable {
                    public private(set) var disconnectCalledWith: String?
                    public func disconnect(deviceId: String) async throws {
                        disconnectCalledWith = deviceId
                    }
                }
                struct Loader {
                    func load(_ value: Int) async -> Int { value + 1 }
                }
                """, path: "Sources/ViewModels/PreferencesViewModelOperations.swift"),
        ],
        corrections: [
            RuleCorrection(
                RuleExample(
                    """
                    public struct SettingsOps: SettingsViewModelOperations {
                        public func toggleEnabled(_ enabled: Bool, output settings: ProgrammingSettings) async throws {
                            settings.isEnabled = enabled
                        }
                    }
                    """, path: "Sources/ViewModels/SettingsViewModelOperations.swift"),
                after: """
                    public struct SettingsOps: SettingsViewModelOperations {
                        public func toggleEnabled(_ enabled: Bool, output settings: ProgrammingSettings) throws {
                            settings.isEnabled = enabled
                        }
                    }
                    """
            )
        ]
    )

    public var nodeKinds: Set<SyntaxKind> { [.functionDecl] }

    /// Reads only the visited method (with the scope and the declarations it conforms to).
    public var reach: RuleReach { [.declarationLocal] }

    public func visit(_ node: Syntax, scope: WalkScope, context: RuleContext) -> [Finding] {
        guard let function = OperationsSupport.method(node, scope: scope),
            let asyncKeyword = function.signature.effectSpecifiers?.asyncSpecifier,
            asyncKeyword.tokenKind == .keyword(.async),
            let body = function.body, !Self.isPlaceholder(body),
            !body.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .keyword(.await) }),
            let type = scope.innermostType, !OperationsSupport.isStubName(type.name),
            OperationsSupport.isOperationsImplementation(type, workspace: context.workspace, path: context.path)
        else { return [] }
        let removal = ByteRange(
            start: asyncKeyword.positionAfterSkippingLeadingTrivia.utf8Offset,
            end: asyncKeyword.endPosition.utf8Offset
        )
        return [
            context.diagnostic(
                "`\(function.name.text)` is `async` but awaits nothing: an operation is `async` only when its body "
                    + "awaits real work; drop `async` (a synchronous method still satisfies an `async` requirement)",
                at: ByteRange(asyncKeyword),
                fixes: [
                    context.fix("Remove `async`", isPreferred: true, [TextReplacement(range: removal, newText: "")])
                ]
            )
        ]
    }

    /// An empty body, or one that only throws or stops: a stub waiting for its implementation.
    private static func isPlaceholder(_ body: CodeBlockSyntax) -> Bool {
        body.statements.allSatisfy { item in
            if item.item.is(ThrowStmtSyntax.self) { return true }
            guard let call = item.item.as(FunctionCallExprSyntax.self),
                let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            else { return false }
            return ["fatalError", "preconditionFailure"].contains(name)
        }
    }
}
