import MVVMAnalyzerCore
import SwiftSyntax

/// `_model = StateObject(wrappedValue: Model(item: item))` in a view's `init`: the object is
/// built from an input the view then never follows.
public struct StateObjectFromInitParameterRule: Rule {
    public static let description = RuleDescription(
        id: "mvvm/state-object-from-init-parameter",
        name: "StateObject built from an init parameter",
        defaultSeverities: .everywhere(.warning, plain: .defectBelowPrecisionBar),
        summary: """
            A view's `init` creates the object of a `@StateObject` from one of its parameters \
            (`_model = StateObject(wrappedValue: Model(item: item))`), and nothing in the view \
            follows a later value of that parameter (no `.onChange(of:)` or `.id(…)` of it). An \
            object handed in whole (`StateObject(wrappedValue: model)`, or `model()` of an \
            `@autoclosure` parameter) is not reported.
            """,
        rationale: """
            SwiftUI creates a `@StateObject` once per view identity and ignores the value of every \
            later `init`: when the parent builds the view again with another `item` (a list row \
            reused for another element, a detail view whose selection changes), the view keeps \
            showing the first one. Give the view an `.id(item)` where it is built so that a new \
            input makes a new view, update the object in `.onChange(of: item)`, or let the parent \
            own the object.
            """,
        triggeringExamples: [
            RuleExample(
                """
                struct EpisodeRow: View {
                    @StateObject private var model: EpisodeRowModel
                    init(episode: Episode, player: Player) {
                        ↓_model = StateObject(wrappedValue: EpisodeRowModel(episode: episode, player: player))↑
                    }
                    var body: some View { Text(model.title) }
                }
                """, convention: .plain),
            RuleExample(
                """
                struct DetailView: View {
                    @StateObject var viewModel: DetailViewModel
                    init(id: String) {
                        ↓self._viewModel = .init(wrappedValue: .init(id: id))↑
                    }
                    var body: some View { Text(viewModel.title) }
                }
                """, convention: .plain),
            // Following another input, whose name starts like the parameter's, is not following it.
            RuleExample(
                """
                struct EpisodeRow: View {
                    @StateObject private var model: EpisodeRowModel
                    let episodeCount: Int
                    init(episode: Episode, episodeCount: Int) {
                        self.episodeCount = episodeCount
                        ↓_model = StateObject(
                            wrappedValue: EpisodeRowModel(episode: episode))↑
                    }
                    var body: some View { Text(model.title).onChange(of: episodeCount) { _ in model.reload() } }
                }
                """, convention: .plain),
        ],
        nonTriggeringExamples: [
            // Handed in whole, built from no parameter, or following the parameter.
            RuleExample(
                """
                struct EpisodeRow: View {
                    @StateObject private var model: EpisodeRowModel
                    init(model: EpisodeRowModel) { _model = StateObject(wrappedValue: model) }
                    var body: some View { Text(model.title) }
                }
                struct OrdersView: View {
                    @StateObject private var viewModel: OrdersViewModel
                    init(viewModel: @autoclosure @escaping () -> OrdersViewModel) {
                        _viewModel = StateObject(wrappedValue: viewModel())
                    }
                    var body: some View { Text(viewModel.title) }
                }
                struct SearchView: View {
                    @StateObject private var model: SearchModel
                    init(scope: String) { _model = StateObject(wrappedValue: SearchModel()) }
                    var body: some View { Text(model.query) }
                }
                struct VoiceNoteView: View {
                    @StateObject private var playback: PlaybackController
                    let url: URL
                    init(url: URL) {
                        self.url = url
                        _playback = StateObject(wrappedValue: PlaybackController(url: url))
                    }
                    var body: some View {
                        Text(playback.title).onChange(of: url) { playback.replaceURL($0) }
                    }
                }
                struct PlayerView: View {
                    @StateObject private var playback: PlaybackController
                    let url: URL
                    init(url: URL) {
                        self.url = url
                        self._playback = .init(wrappedValue: PlaybackController(url: url))
                    }
                    var body: some View { Text(playback.title).id(self.url) }
                }
                """, convention: .plain)
        ],
        corrections: []
    )

    public var reach: RuleReach { [.thisFileOnly] }

    public func check(_ file: SourceFile, context: RuleContext) -> [Finding] {
        let views = file.facts.types.filter {
            $0.isView && !$0.isExtension && !$0.inheritedTypes.contains("PreviewProvider")
        }
        guard !views.isEmpty else { return [] }
        let file = file.withTree()
        var found: [Finding] = []
        for view in views {
            var followed: FollowedInputs?
            for initializer in view.members where initializer.kind == .initializer {
                guard let declaration = file.tree.node(InitializerDeclSyntax.self, spanning: initializer.range) else {
                    continue
                }
                let parameters = Set(
                    declaration.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
                for assignment in AssignmentSyntax.assignments(in: declaration) {
                    guard let (property, used) = Self.stateObjectBuilt(from: parameters, by: assignment, view: view)
                    else { continue }
                    let following =
                        followed ?? FollowedInputs(in: file.tree.node(DeclSyntax.self, spanning: view.range))
                    followed = following
                    guard !used.contains(where: following.follows) else { continue }
                    found.append(
                        context.diagnostic(
                            "`\(property)` is a `@StateObject` built from the parameter \(used.sorted().map { "`\($0)`" }.joined(separator: ", ")): "
                                + "SwiftUI keeps the first object and ignores the value of every later init, so this view never shows "
                                + "a new \(used.sorted().first ?? "input"); give it an `.id(…)` where it is built, follow the input with "
                                + "`.onChange(of:)`, or let the parent own the object",
                            at: ByteRange(
                                start: ByteRange(assignment.target).start, end: ByteRange(assignment.value).end)))
                }
            }
        }
        return found
    }

    /// The `@StateObject` property `_name = StateObject(wrappedValue: Model(…))` (or
    /// `self._name = .init(wrappedValue: …)`) assigns, with the parameters the new object is
    /// built from.
    private static func stateObjectBuilt(
        from parameters: Set<String>, by assignment: Assignment,
        view: TypeFact
    ) -> (String, Set<String>)? {
        guard let wrapper = assignment.value.as(FunctionCallExprSyntax.self),
            wrapper.callsInitializer(of: "StateObject"),
            let argument = wrapper.arguments.first, argument.label?.text == "wrappedValue",
            let creation = argument.expression.as(FunctionCallExprSyntax.self),
            // `viewModel()` of an `@autoclosure` parameter: the parent's object, handed in whole.
            !(creation.calledExpression.as(DeclReferenceExprSyntax.self).map { parameters.contains($0.baseName.text) }
                ?? false),
            let name = assignment.target.ownPropertyName, name.hasPrefix("_"),
            let property = view.property(named: String(name.dropFirst())),
            property.attributes.contains(named: "StateObject")
        else { return nil }
        let used = Set(
            argument.expression.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                guard case .identifier(let text) = token.tokenKind, parameters.contains(text),
                    token.parent?.is(DeclReferenceExprSyntax.self) == true
                else { return nil }
                return text
            })
        return used.isEmpty ? nil : (property.name, used)
    }
}
