import MVVMAnalyzerCore

/// A view-model property that none of the views rendering the view model reads.
public struct UnrenderedViewModelPropertyRule: Rule {
    public static let description = RuleDescription(
        id: "mvvm/unrendered-viewmodel-property",
        name: "Unrendered view-model property",
        defaultSeverities: .conventionsOnly(.info),
        summary: "A view-model property that no view rendering the view model reads (through `viewModel.property`).",
        rationale: """
            A view model shapes exactly what its views show. A property no view reads is dead \
            weight on every update — or a sign that the view forgot to render it. The finding \
            appears only when views render the view model, and only for properties views can see.
            """,
        triggeringExamples: [
            RuleExample(
                """
                @Observable
                final class InboxViewModel: InboxViewModelContract {
                    private(set) var title = ""
                    private(set) var ↓unreadCount↑ = 0
                }
                """, path: "Sources/App/InboxViewModel.swift", convention: .contract,
                supportingFiles: [
                    "Sources/App/InboxView.swift": """
                    struct InboxView<ViewModel: InboxViewModelContract>: View {
                        let viewModel: ViewModel
                        var body: some View { Text(viewModel.title) }
                    }
                    """,
                    // A comment reads nothing.
                    "Sources/App/InboxApp.swift": """
                    @main struct InboxApp: App {
                        @State private var inbox = InboxViewModel()
                        // A badge could show inbox.unreadCount.
                        var body: some Scene { WindowGroup { InboxView(viewModel: inbox) } }
                    }
                    """,
                ])
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                @Observable
                final class InboxViewModel {
                    var title = ""
                    var query = ""
                    private var cache: [String] = []
                }
                """, path: "Sources/App/InboxViewModel.swift", convention: .contract,
                supportingFiles: [
                    "Sources/App/InboxView.swift": """
                    struct InboxView: View {
                        @Bindable var viewModel: InboxViewModel
                        var body: some View { TextField(viewModel.title, text: $viewModel.query) }
                    }
                    """
                ]),
            // Read by the app's loading scene rather than by the paired view.
            RuleExample(
                """
                @Observable
                final class LaunchViewModel {
                    var title = ""
                    var isReady = false
                }
                """, path: "Sources/App/LaunchViewModel.swift", convention: .contract,
                supportingFiles: [
                    "Sources/App/LaunchView.swift": """
                    struct LaunchView: View {
                        let viewModel: LaunchViewModel
                        var body: some View { Text(viewModel.title) }
                    }
                    """,
                    "Sources/App/ShopApp.swift": """
                    @main struct ShopApp: App {
                        @State private var launch = LaunchViewModel()
                        var body: some Scene {
                            WindowGroup { if launch[keyPath: \\.isReady] { HomeView() } else { LaunchView(viewModel: launch) } }
                        }
                    }
                    """,
                ]),
            // Reads through the publisher, ignored caches, unpublished working state.
            RuleExample(
                """
                @Observable
                final class SearchViewModel {
                    var query = ""
                    @ObservationIgnored var cache: [String: String] = [:]
                }
                final class FeedViewModel: ObservableObject {
                    @Published var items: [String] = []
                    var searchTask: Task<Void, Never>?
                }
                """, path: "Sources/App/SearchViewModel.swift", convention: .contract,
                supportingFiles: [
                    "Sources/App/SearchView.swift": """
                    struct SearchView: View {
                        @Bindable var viewModel: SearchViewModel
                        var body: some View { TextField("Search", text: $viewModel.query) }
                    }
                    struct FeedView: View {
                        @ObservedObject var viewModel: FeedViewModel
                        var body: some View { List {}.onReceive(viewModel.$items) { _ in } }
                    }
                    """
                ]),
            // Work in flight and subscriptions are not data to render, whatever their access.
            RuleExample(
                """
                @Observable
                final class CharacterListViewModel {
                    private(set) var characters: [String] = []
                    private(set) var searchTask: Task<Void, Never>?
                    var cancellables = Set<AnyCancellable>()
                    var onClose: (() -> Void)?
                }
                """, path: "Sources/App/CharacterListViewModel.swift", convention: .contract,
                supportingFiles: [
                    "Sources/App/CharacterListView.swift": """
                    struct CharacterListView: View {
                        let viewModel: CharacterListViewModel
                        var body: some View { List(viewModel.characters, id: \\.self) { Text($0) } }
                    }
                    """
                ]),
            // FOSMVVM's enum localization: the raw enum is data, its stored text is rendered.
            RuleExample(
                """
                @ViewModel
                public struct SessionCardViewModel {
                    public let state: SessionState
                    public let stateDisplay: LocalizableString
                    public var vmId: ViewModelId = .init(type: Self.self)
                }
                """, path: "Sources/ViewModels/SessionCardViewModel.swift", convention: .fosmvvm,
                supportingFiles: [
                    "Sources/Views/SessionCardView.swift": """
                    import FOSMVVM
                    import SwiftUI

                    public struct SessionCardView: ViewModelView {
                        private let viewModel: SessionCardViewModel
                        public var body: some View { Text(viewModel.stateDisplay) }
                        public init(viewModel: SessionCardViewModel) { self.viewModel = viewModel }
                    }
                    """
                ]),
            // FOSMVVM 0.13: a live view model identified by its model; the identity is the library's.
            RuleExample(
                """
                @ViewModel(options: [.live])
                public struct BerthViewModel: RequestableViewModel, ModelIdentifiedViewModel {
                    public typealias Request = BerthRequest
                    public let name: String
                    public let modelIdentity: ModelIdentity
                    public let vmId: ViewModelId
                }
                """, path: "Sources/ViewModels/BerthViewModel.swift", convention: .fosmvvm,
                supportingFiles: [
                    "Sources/Views/BerthView.swift": """
                    import FOSMVVM
                    import SwiftUI

                    public struct BerthView: ViewModelView {
                        private let viewModel: BerthViewModel
                        public var body: some View { Text(viewModel.name) }
                        public init(viewModel: BerthViewModel) { self.viewModel = viewModel }
                    }
                    """
                ]),
            RuleExample(
                """
                @Observable
                final class LonelyViewModel {
                    var title = ""
                }
                """, path: "Sources/App/LonelyViewModel.swift", convention: .contract),
        ]
    )

    /// Properties that are identity or plumbing, never rendered (so are `…FieldsMessages`).
    static let plumbing: Set<String> = ["vmId", "id", "operations"]

    /// FOSMVVM's model identity (`let modelIdentity: ModelIdentity` of a
    /// `ModelIdentifiedViewModel`): which model the view model projects, keyed by the library
    /// (live refresh), never shown.
    static func isIdentity(_ property: PropertyFact) -> Bool {
        property.declaredType.map { FOSMVVMKind.simpleName($0) == "ModelIdentity" } ?? false
    }

    /// Whether a property's declared type (or initializer) is work or wiring rather than data:
    /// a task, a subscription, a timer, a closure.
    static func isWorkOrWiring(_ declaredType: String?) -> Bool {
        guard let declaredType else { return false }
        let base = TypeName.base(of: declaredType)
        return declaredType.contains("->") || declaredType.contains("AnyCancellable")
            || ["Task", "Timer", "DispatchWorkItem", "Cancellable", "AnyCancellable"].contains(base)
    }

    public init() {}

    /// Names of `viewModel`'s stored properties read as `.name` (or `\.name`) in app code outside
    /// the view model itself, in files that name the view model's type outside its declaration
    /// and declare a view, an `App` or a `Scene` (the app's loading scene, a second view holding
    /// the view model under another name). Only files whose bytes name the type are parsed.
    static func membersReadOutside(_ viewModel: TypeFact, in context: RuleContext) -> Set<String> {
        let names = Set(viewModel.storedProperties.map(\.name))
        let own = context.workspace.types(named: viewModel.qualifiedName)
        let typeName = Array(viewModel.name.utf8)
        var found: Set<String> = []
        for stored in context.workspace.files(naming: viewModel.name)
        where context.workspace.isAppCode(stored.path)
            && stored.facts.types.contains(where: { type in
                type.isView || type.inheritedTypes.contains { $0 == "App" || $0 == "Scene" }
            })
        {
            let outside = own.filter { $0.path == stored.path }.map(\.type.range)
            let whole = ByteRange(start: 0, end: stored.lines.bytes.count)
            // The bytes first: where the type is declared, its declaration names it once.
            let needed = outside.isEmpty ? 1 : 2
            guard IdentifierBytes.count(typeName, in: stored.lines.bytes, within: whole, upTo: needed) == needed else {
                continue
            }
            let file = stored.withTree()
            let namesType = IdentifierOccurrences.find([viewModel.name], in: file).contains { occurrence in
                !outside.contains { $0.contains(occurrence.range) }
            }
            guard namesType else { continue }
            found.formUnion(ReadMemberNames.find(in: file.tree, outside: outside).intersection(names))
        }
        return found
    }

    /// FOSMVVM's enum localization: a raw value the view model keeps for data beside its
    /// stored text (`state` and `stateDisplay: LocalizableString`) is shown through that text.
    static func isShownThroughItsText(_ property: PropertyFact, in viewModel: TypeFact, used: Set<String>) -> Bool {
        let text = property.name + "Display"
        return used.contains(text)
            && viewModel.storedProperties.contains {
                $0.name == text && $0.declaredType.map(TypeName.base(of:)) == "LocalizableString"
            }
    }

    public func check(_ file: SourceFile, context: RuleContext) -> [Finding] {
        var diagnostics: [Finding] = []
        for viewModel in file.facts.types where viewModel.isViewModel && !viewModel.isExtension {
            let views = context.workspace.views(renderingViewModelOrItsContracts: viewModel)
            guard !views.isEmpty else { continue }
            var used: Set<String> = []
            for view in views {
                guard let viewFile = context.workspace.sourceFiles[view.path] else { continue }
                let holders = Set(
                    view.type.properties.filter {
                        context.workspace.viewModelTypeName(held: $0, in: view.type) != nil
                    }.map(\.name))
                for part in context.workspace.types(named: view.type.qualifiedName) where part.path == view.path {
                    used.formUnion(MemberUseFinder.usedMembers(through: holders, in: viewFile, within: part.type.range))
                }
            }
            // In an `ObservableObject` with `@Published` properties, the others are working state.
            let publishes = viewModel.storedProperties.contains { $0.attributes.contains(named: "Published") }
            let names = views.map { "`\($0.type.name)`" }.joined(separator: ", ")
            var readElsewhere: Set<String>?
            for property in viewModel.storedProperties
            where !property.isStatic && property.accessLevel != .private && property.accessLevel != .fileprivate
                && !Self.plumbing.contains(property.name) && !Self.isIdentity(property) && !used.contains(property.name)
                && !(property.declaredType?.hasSuffix("Messages") ?? false) // form validation plumbing
                && !Self.isWorkOrWiring(property.declaredType ?? property.initializer?.text)
                && !property.attributes.contains(named: "ObservationIgnored")
                && !Self.isShownThroughItsText(property, in: viewModel, used: used)
                && !(publishes && !property.attributes.contains(named: "Published"))
            {
                // Read by another view, the app's scene or its loading code: rendered after all.
                readElsewhere = readElsewhere ?? Self.membersReadOutside(viewModel, in: context)
                guard readElsewhere?.contains(property.name) != true else { continue }
                diagnostics.append(
                    context.diagnostic(
                        "`\(property.name)` of `\(viewModel.name)` is not read by any view rendering it (\(names))",
                        at: property.nameRange,
                        related: views.map {
                            RelatedLocation(
                                path: $0.path, range: $0.type.nameRange,
                                message: "`\($0.type.name)` renders `\(viewModel.name)`")
                        },
                        tags: [.unnecessary]))
            }
        }
        return diagnostics
    }
}
