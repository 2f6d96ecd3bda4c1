import MVVMAnalyzerCore
import SwiftSyntax

/// A `stub()` call, or a value from the reserved stub vocabulary, in production code.
public struct StubLeakageRule: Rule {
    public static let description = RuleDescription(
        id: "fosmvvm/stub-leakage",
        name: "Stub leakage",
        defaultSeverities: .fosmvvmOnly(.error),
        summary: """
            A `.stub(…)` call, or a string literal with a Flintstones marker of the reserved stub \
            vocabulary (`Flintstone`, `Rubble`, `Bedrock`), in production code: outside `#Preview` \
            bodies and preview providers, `stub` functions (their bodies and default arguments), \
            `.testHost { … }` closures, `#if DEBUG` blocks, types and files named for previews, \
            stubs or mocks, and tests.
            """,
        rationale: """
            Stub data is self-marking fiction for previews and tests (the library's review, check \
            `stub-leakage`). In a production path it is either a leaked stub call or a fabricated \
            value answering a requirements gap (silent substitution wearing framework syntax): a user \
            sees "Fred Flintstone" or placeholder data, and nobody can tell it from real data. Ask \
            the owner for the real value or handle its absence; keep `stub()` to previews and tests.
            """,
        triggeringExamples: [
            RuleExample(
                """
                struct DashboardViewModelFactory {
                    static func model(context: ClientHostedModelFactoryContext<Request, AppState>) -> DashboardViewModel {
                        guard let settings = context.appState?.settings else {
                            return ↓.stub()↑
                        }
                        return .init(settings: settings, items: ↓ItemViewModel.stub(count: 3)↑)
                    }
                }
                """, path: "Sources/ViewModels/DashboardViewModelFactory.swift"),
            RuleExample(
                """
                struct ProfileOperations: ProfileViewModelOperations {
                    func displayName(for user: User?) -> String {
                        user?.displayName ?? ↓"Fred Flintstone"↑
                    }
                }
                """, path: "Sources/ViewModels/ProfileOperations.swift"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                struct DashboardView: ViewModelView {
                    let viewModel: DashboardViewModel
                    var body: some View { Text(viewModel.title) }
                }
                #Preview {
                    DashboardView(viewModel: .stub())
                }
                struct DashboardView_Previews: PreviewProvider {
                    static var previews: some View { DashboardView(viewModel: .stub()) }
                }
                """, path: "Sources/Views/DashboardView.swift"),
            RuleExample(
                """
                public extension DashboardViewModel {
                    static func stub() -> Self {
                        .stub(settings: .stub(), items: [.stub()])
                    }
                    static func stub(
                        settings: UserSettings = .stub(),
                        items: [ItemViewModel] = [.stub()],
                        owner: String = "Fred Flintstone"
                    ) -> Self {
                        .init(settings: settings, items: items, owner: owner)
                    }
                }
                extension UserSettings: Stubbable {
                    public static func stub() -> Self { .init(town: "Bedrock") }
                }
                """, path: "Sources/ViewModels/DashboardViewModel.swift"),
            RuleExample(
                """
                struct RootView: View {
                    var body: some View {
                        LandingPageView()
                            #if DEBUG
                            .testHost { testConfiguration, testView in
                                testView.environment(AppState.stub(configuration: testConfiguration))
                            }
                            #endif
                    }
                }
                enum PreviewData {
                    static let user = User.stub()
                }
                final class ProfileServiceMock: ProfileService {
                    func load() -> User { .stub() }
                }
                """, path: "Sources/App/RootView.swift"),
            RuleExample(
                """
                import Testing
                @Test func rendersTheName() throws {
                    let viewModel = ProfileViewModel.stub(name: "Barney Rubble")
                    #expect(viewModel.name == "Barney Rubble")
                }
                """, path: "Sources/App/ProfileViewModelTests.swift"),
            RuleExample(
                """
                struct ModelPicker: View {
                    let provider = "Amazon Bedrock"
                    var body: some View { Text(provider) }
                    func stubbed() -> Bool { service.stubbed }
                }
                """, path: "Sources/Views/ModelPicker.swift"),
        ]
    )

    /// Flintstones markers of the reserved vocabulary, strong signals anywhere.
    static let vocabularyMarkers = ["Flintstone", "Rubble", "Bedrock"]

    public var nodeKinds: Set<SyntaxKind> { [.functionCallExpr, .stringLiteralExpr] }

    /// Reads only the visited node, its enclosing declarations and the file's imports.
    public var reach: RuleReach { [.thisFileOnly, .declarationLocal] }

    public func visit(_ node: Syntax, scope: WalkScope, context: RuleContext) -> [Finding] {
        let found: (range: ByteRange, what: String)
        if let call = node.as(FunctionCallExprSyntax.self) {
            guard Self.isStubCall(call) else { return [] }
            found = (ByteRange(call), "`\(call.calledExpression.trimmedDescription)(…)` is stub data")
        } else if let literal = node.as(StringLiteralExprSyntax.self) {
            guard let marker = Self.vocabularyMarker(in: literal) else { return [] }
            found = (ByteRange(literal), "\"\(marker)\" is reserved stub vocabulary")
        } else {
            return []
        }
        guard !scope.isInPreview, !scope.isInDebugBlock, !node.isInsideDebugBlock,
            !Self.isInStubOrPreviewCode(node, scope: scope, path: context.path),
            !ReviewScope.isTestCode(path: context.path, root: context.workspace.root, in: node)
        else { return [] }
        let place = scope.member.map { "`\($0.name)`" } ?? "this code"
        let owner = scope.innermostType.map { " of `\($0.name)`" } ?? ""
        return [
            context.diagnostic(
                "\(found.what) in production code (\(place)\(owner)); stubs belong to previews and tests: use the real "
                    + "value or handle its absence",
                at: found.range)
        ]
    }

    /// `.stub(…)`, `X.stub(…)` or `stub(…)`.
    static func isStubCall(_ call: FunctionCallExprSyntax) -> Bool {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return member.declName.baseName.text == "stub"
        }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "stub"
    }

    /// The marker `literal` contains as a word, if any (`Amazon Bedrock` and `AWS Bedrock`
    /// are the cloud service, not the stub town).
    static func vocabularyMarker(in literal: StringLiteralExprSyntax) -> String? {
        // A multi-line literal is a document (a template, a sample, a quoted example), not a value.
        guard literal.openingQuote.tokenKind != .multilineStringQuote else { return nil }
        let text = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined(separator: " ")
        for marker in vocabularyMarkers {
            var searchRange = text.startIndex..<text.endIndex
            while let found = text.range(of: marker, range: searchRange) {
                searchRange = found.upperBound..<text.endIndex
                let before = text[..<found.lowerBound].last
                if before?.isLetter == true { continue }
                if marker == "Bedrock",
                    text[..<found.lowerBound].hasSuffix("Amazon ") || text[..<found.lowerBound].hasSuffix("AWS ")
                {
                    continue
                }
                return marker
            }
        }
        return nil
    }

    /// Whether `node` is in a `stub` function (body or default arguments), a `.testHost { … }`
    /// closure, a type named for previews or test doubles, or a file named for previews, stubs
    /// or mocks.
    static func isInStubOrPreviewCode(_ node: Syntax, scope: WalkScope, path: String) -> Bool {
        let fileName = SourcePath.fileName(of: path)
        if ["Preview", "Stub", "Mock", "Fake"].contains(where: fileName.contains) { return true }
        if scope.types.contains(where: { isPreviewOrDoubleName($0.name) }) { return true }
        for ancestor in node.ancestors {
            if let function = ancestor.as(FunctionDeclSyntax.self), function.name.text.hasPrefix("stub") { return true }
            // The `.testHost { … }` decorator runs only under UI test (the library compiles it
            // away outside DEBUG builds).
            if let call = ancestor.as(FunctionCallExprSyntax.self),
                call.calleeName == "testHost"
            {
                return true
            }
            if let variable = ancestor.as(VariableDeclSyntax.self),
                variable.bindings.contains(where: { $0.pattern.trimmedDescription.hasPrefix("stub") })
            {
                return true
            }
        }
        return false
    }

    private static func isPreviewOrDoubleName(_ name: String) -> Bool {
        name.contains("Preview") || TestDoubles.isTestDouble(name)
    }
}
