import MVVMAnalyzerCore
import SwiftSyntax

/// A stateful view model that is not an `@Observable final class` or whose `state` can be
/// set from outside.
public struct ViewModelShapeRule: Rule {
    public static let description = RuleDescription(
        id: "contract/viewmodel-shape",
        name: "View model shape",
        defaultSeverities: .contractOnly(.warning),
        summary: """
            A view model with a `state` is not an `@Observable final class`, or its `state` is not \
            `private(set)`.
            """,
        rationale: """
            Views observe `state` through Observation and keep the view model in `@State`, which \
            needs an `@Observable` class; `final` keeps it from being subclassed around its contract. \
            Only the view model moves between `ViewState`s, so `state` is `private(set)`: a view \
            that writes it bypasses the logic its tests cover. Preview stubs and test doubles are \
            exempt.
            """,
        triggeringExamples: [
            RuleExample(
                """
                final class ↓CharacterListViewModel↑: CharacterListViewModelContract {
                    private(set) var state: CharacterListViewState = .idle
                }
                """, path: "Sources/Presentation/CharacterList/ViewModels/CharacterListViewModel.swift",
                convention: .contract),
            RuleExample(
                """
                @Observable
                final class EpisodeListViewModel: EpisodeListViewModelContract {
                    var ↓state↑: EpisodeListViewState = .idle
                }
                """, convention: .contract),
            RuleExample(
                """
                final class ↓LocationViewModel↑: ObservableObject {
                    @Published private(set) var state: LocationViewState = .idle
                }
                """, convention: .contract),
            RuleExample(
                """
                struct ↓SearchViewModel↑ {
                    private(set) var state: SearchViewState = .idle
                }
                """, convention: .contract),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                @Observable
                final class CharacterListViewModel: CharacterListViewModelContract {
                    private(set) var state: CharacterListViewState = .idle
                    private let router: RouterContract
                    init(router: RouterContract) { self.router = router }
                }
                """, convention: .contract),
            RuleExample(
                """
                final class HomeViewModel: HomeViewModelContract {
                    private let router: RouterContract
                    init(router: RouterContract) { self.router = router }
                    func didTapOnSettingsButton() { router.navigate(to: .settings) }
                }
                """, convention: .contract),
            RuleExample(
                """
                #if DEBUG
                @Observable
                private final class CharacterListViewModelPreviewStub: CharacterListViewModelContract {
                    var state: CharacterListViewState
                    init(state: CharacterListViewState) { self.state = state }
                }
                #endif
                """, convention: .contract),
        ],
        corrections: [
            RuleCorrection(
                RuleExample(
                    """
                    class CharacterListViewModel: CharacterListViewModelContract {
                        var state: CharacterListViewState = .idle
                    }
                    """, convention: .contract),
                after: """
                    @Observable
                    final class CharacterListViewModel: CharacterListViewModelContract {
                        private(set) var state: CharacterListViewState = .idle
                    }
                    """
            )
        ]
    )

    public func check(_ file: SourceFile, context: RuleContext) -> [Finding] {
        guard !TestDoubles.isTestFile(file.path, root: context.workspace.root) else { return [] }
        return file.facts.types.flatMap { type -> [Finding] in
            guard type.isViewModel, !type.isExtension, !TestDoubles.isTestDouble(type.name),
                let state = type.property(named: "state"), state.isStoredInstanceProperty
            else { return [] }
            return [
                shapeDiagnostic(type, file: file, context: context),
                stateDiagnostic(state, file: file, context: context),
            ]
            .compactMap { $0 }
        }
    }

    private func shapeDiagnostic(_ type: TypeFact, file: SourceFile, context: RuleContext) -> Finding? {
        let advice = "a view model with a `state` is an `@Observable final class`"
        guard type.kind == .class else {
            return context.diagnostic(
                "`\(type.name)` is \(type.kind == .actor ? "an" : "a") \(type.kind.rawValue): \(advice)",
                at: type.nameRange)
        }
        if type.inherits("ObservableObject") {
            return context.diagnostic(
                "`\(type.name)` is an `ObservableObject`: \(advice); drop `ObservableObject` and `@Published`",
                at: type.nameRange
            )
        }
        let isObservable = type.attributes.contains(named: "Observable")
        let isFinal = type.modifiers.contains("final")
        guard !isObservable || !isFinal, let decl = file.tree.node(ClassDeclSyntax.self, spanning: type.range) else {
            return nil
        }
        var insertions: [Int: String] = [:]
        var missing: [String] = []
        if !isObservable {
            missing.append("`@Observable`")
            let indentation = file.lines.indentation(ofLineContaining: type.range.start)
            insertions[type.range.start] = "@Observable\n" + indentation
        }
        if !isFinal {
            missing.append("`final`")
            insertions[ByteRange(decl.classKeyword).start, default: ""] += "final "
        }
        let replacements = insertions.sorted { $0.key < $1.key }.map {
            TextReplacement(range: .empty(at: $0.key), newText: $0.value)
        }
        let list = missing.joined(separator: " and ")
        return context.diagnostic(
            "`\(type.name)` is not \(list): \(advice)",
            at: type.nameRange,
            fixes: [
                context.fix(
                    "Add \(missing.map { $0.replacingOccurrences(of: "`", with: "") }.joined(separator: " and ")) to \(type.name)",
                    isPreferred: true, replacements)
            ]
        )
    }

    private func stateDiagnostic(_ state: PropertyFact, file: SourceFile, context: RuleContext) -> Finding? {
        guard !state.isLet, state.setterAccessLevel == nil, state.accessLevel != .private,
            state.accessLevel != .fileprivate,
            let decl = file.tree.node(VariableDeclSyntax.self, spanning: state.range)
        else { return nil }
        return context.diagnostic(
            "`state` can be set from outside the view model: declare it `private(set) var state` so only the view model moves between states",
            at: state.nameRange,
            fixes: [
                context.fix(
                    "Make state private(set)", isPreferred: true,
                    [
                        TextReplacement(
                            range: .empty(at: ByteRange(decl.bindingSpecifier).start), newText: "private(set) ")
                    ])
            ]
        )
    }
}
