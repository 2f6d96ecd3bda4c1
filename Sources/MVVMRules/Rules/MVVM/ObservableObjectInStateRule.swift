import MVVMAnalyzerCore
import SwiftSyntax

/// `@State var model = Model()` where `Model` is an `ObservableObject`: the view never sees its
/// changes, and the object is allocated on every `init`.
public struct ObservableObjectInStateRule: Rule {
    public static let description = RuleDescription(
        id: "mvvm/observable-object-in-state",
        name: "ObservableObject held in @State",
        defaultSeverities: .everywhere(.warning, plain: .defectBelowPrecisionBar),
        summary: """
            A view holds an object whose class the workspace declares `ObservableObject` (itself or \
            through a superclass or protocol) in `@State`, and reads one of its `@Published` (or \
            computed) properties. Not for `@Observable` or SwiftData `@Model` classes, which belong in \
            `@State`, nor for an optional reference, an object the view only keeps alive for \
            children that observe it themselves, one whose publishers the view subscribes to itself \
            (`data.$screenHours`), or a view of a widget extension (rendered once per timeline entry).
            """,
        rationale: """
            `@State` keeps the object alive but does not subscribe to its `objectWillChange`: the \
            view does not re-render when its `@Published` properties change (apps work around it \
            with a dummy toggle), and the initial value is built again, and thrown away, on every \
            `init` of the view. An `ObservableObject` the view owns belongs in `@StateObject`; one \
            it is handed, in `@ObservedObject`. (`@Observable` classes are the other way round.)
            """,
        triggeringExamples: [
            RuleExample(
                """
                struct DriveMenuView: View {
                    ↓@State↑ var config: QemuConfiguration
                    ↓@State↑ private var downloads = DownloadQueue()
                    var body: some View { Text("\\(config.drives.count) \\(downloads.items.count)") }
                }
                """, convention: .plain,
                supportingFiles: [
                    "Sources/App/Models.swift": """
                    class ConfigurationBase: ObservableObject { @Published var name = "" }
                    final class QemuConfiguration: ConfigurationBase {
                        @Published var _drives: [String] = []
                        var drives: [String] { _drives }
                    }
                    final class DownloadQueue: ObservableObject { @Published var items: [String] = [] }
                    """
                ]),
            // Read through `self.`, across a line break.
            RuleExample(
                """
                struct QueueView: View {
                    ↓@State↑ private var downloads = DownloadQueue()
                    var body: some View {
                        List(self.downloads
                            .items, id: \\.self) { Text($0) }
                    }
                }
                """, convention: .plain,
                supportingFiles: [
                    "Sources/App/Models.swift": """
                    final class DownloadQueue: ObservableObject { @Published var items: [String] = [] }
                    """
                ]),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                struct DriveMenuView: View {
                    @State private var model = LibraryModel()
                    @State private var manager: LocationNotesManager?
                    @StateObject private var downloads = DownloadQueue()
                    @State private var count = 0
                    // Kept alive for the children that observe it (they read headerCollapse.progress);
                    // this view reads none of its changes.
                    @State private var headerCollapse = HeaderCollapse()
                    @State private var fromCoin = Coin()
                    // Reads a plain stored property whose name starts like a published one, and
                    // subscribes to a publisher itself.
                    @State private var queue = UploadQueue()
                    // Reads a published property, but follows its changes itself (iAPS' chart).
                    @State private var chart = DownloadQueue()
                    // Follows every change itself (Linphone's ticker, throttled on purpose).
                    @State private var ticker = DownloadQueue()
                    var body: some View {
                        Text(model.title + fromCoin.ticker + "\\(queue.itemsLimit)")
                        Header(collapse: headerCollapse).onReceive(queue.$items) { _ in }
                        Text("\\(chart.items.count)").onReceive(chart.$items.debounce(for: 0.1, scheduler: RunLoop.main)) { _ in }
                        Text("\\(ticker.items.count)").onReceive(ticker.objectWillChange) { _ in }
                    }
                }
                """, convention: .plain,
                supportingFiles: [
                    "Sources/App/Models.swift": """
                    @Model final class Coin: ObservableObject { var ticker = "" }
                    final class HeaderCollapse: ObservableObject { @Published var progress = 0.0 }
                    @Observable final class LibraryModel { var title = "" }
                    final class LocationNotesManager: ObservableObject { @Published var notes: [String] = [] }
                    final class DownloadQueue: ObservableObject { @Published var items: [String] = [] }
                    final class UploadQueue: ObservableObject { @Published var items: [String] = []; let itemsLimit = 10 }
                    """
                ]),
            // swift-paperless: a struct is never an object, even where it conforms to a protocol
            // named like an observable class elsewhere (`Model`).
            RuleExample(
                """
                struct ExprView: View {
                    @State var field: CustomField
                    var body: some View { Text(field.name) }
                }
                """, convention: .plain,
                supportingFiles: [
                    "Sources/App/Models.swift": """
                    protocol Model { var id: Int { get } }
                    struct CustomField: Identifiable, Model { var id: Int; var name: String }
                    enum SettingsManagers {
                        final class Model: ObservableObject { @Published var items: [String] = [] }
                    }
                    """
                ]),
            // A widget's view: WidgetKit renders it once per timeline entry, nothing re-renders.
            RuleExample(
                """
                struct EpisodeRow: View {
                    @State var episode: WidgetEpisode
                    var body: some View { Text(episode.title) }
                }
                """, path: "WidgetExtension/UpNext/EpisodeRow.swift", convention: .plain,
                supportingFiles: [
                    "WidgetExtension/PodcastWidgets.swift": """
                    import WidgetKit
                    import SwiftUI
                    @main struct PodcastWidgets: WidgetBundle {
                        var body: some Widget { UpNextWidget() }
                    }
                    """,
                    "WidgetExtension/Data/WidgetEpisode.swift": """
                    final class WidgetEpisode: ObservableObject { @Published var title = "" }
                    """,
                    "Podcasts/PodcastsApp.swift": """
                    @main struct PodcastsApp: App { var body: some Scene { WindowGroup { Text("") } } }
                    """,
                ]),
        ],
        corrections: [
            RuleCorrection(
                RuleExample(
                    """
                    struct QueueView: View {
                        @State private var downloads = DownloadQueue()
                        var body: some View { Text("\\(downloads.items.count)") }
                    }
                    final class DownloadQueue: ObservableObject { @Published var items: [String] = [] }
                    """, convention: .plain),
                after: """
                    struct QueueView: View {
                        @StateObject private var downloads = DownloadQueue()
                        var body: some View { Text("\\(downloads.items.count)") }
                    }
                    final class DownloadQueue: ObservableObject { @Published var items: [String] = [] }
                    """
            )
        ]
    )

    public func check(_ file: SourceFile, context: RuleContext) -> [Finding] {
        // The type model is asked only about a `@State` holding a named type (built once per
        // state of the workspace, not per file).
        let held = file.facts.types.filter { !$0.isExtension && context.workspace.isView($0) }.flatMap { view in
            view.storedProperties.compactMap { property -> HeldObject? in
                guard property.isStoredInstanceProperty, let attribute = property.attributes.named("State"),
                    let held = Self.heldType(of: property), held.first?.isUppercase == true,
                    context.workspace.typeModel.isObservableObject(held)
                else { return nil }
                return HeldObject(view: view, property: property, attribute: attribute, type: held)
            }
        }
        guard !held.isEmpty, !WidgetExtension.holds(file.path, in: context.workspace) else { return [] }
        // Parsed again, once, where the workspace keeps no tree: a view holding an observable
        // object in `@State` is rare.
        let file = file.withTree()
        return held.compactMap { object -> Finding? in
            let property = object.property
            guard let read = Self.publishedPropertyRead(of: object, in: file, context: context) else { return nil }
            // Created by the view: owned, so `@StateObject`; handed in: `@ObservedObject`.
            // `_model = State(initialValue: …)` in an `init` would need rewriting too: no fix then.
            let createdHere = property.initializer != nil
            let wrapper = createdHere ? "StateObject" : "ObservedObject"
            let setInInit = object.view.members.contains { member in
                member.kind == .initializer
                    && file.tree.node(InitializerDeclSyntax.self, spanning: member.range)?.containsIdentifier(
                        "_" + property.name) == true
            }
            let fixes =
                setInInit
                ? []
                : [
                    context.fix(
                        "Use @\(wrapper)", isPreferred: true,
                        [
                            TextReplacement(range: object.attribute.nameRange, newText: wrapper)
                        ])
                ]
            let consequence =
                createdHere
                ? "it is also created again on every init; use `@StateObject`"
                : "hold it in `@ObservedObject` (or `@StateObject` if the view owns it)"
            return context.diagnostic(
                "`\(property.name)` holds `\(object.type)`, an `ObservableObject`, in `@State`, and the view reads its "
                    + "`\(read)`, whose changes it will not see: \(consequence)",
                at: object.attribute.range, fixes: fixes
            )
        }
    }

    /// An observable object a view holds in `@State`.
    private struct HeldObject {
        let view: TypeFact
        let property: PropertyFact
        let attribute: AttributeFact
        /// The object's class.
        let type: String
    }

    /// A property of the held class that publishes its changes (`@Published`, or computed) and
    /// that the view itself reads (`config.sharing`, `self.config.sharing`, `$config.sharing`),
    /// in its declaration or its extensions in this file: the change the view will not see. An
    /// object the view only keeps alive for children that observe it themselves is left alone,
    /// and so is one whose publisher the view subscribes to (`config.$sharing`).
    private static func publishedPropertyRead(
        of object: HeldObject, in file: SourceFile, context: RuleContext
    ) -> String? {
        let published = context.workspace.typeModel.publishingProperties(of: object.type)
        guard !published.isEmpty else { return nil }
        let parts = file.facts.types.filter { $0.name == object.view.name }
        // A view that subscribes to one of the object's publishers (`ping(data.$screenHours)`)
        // follows its changes itself, as it means to (iAPS' chart, debounced on purpose).
        let holder: Set<String> = [object.property.name]
        guard
            parts.allSatisfy({
                MemberUseFinder.projectedMembers(through: holder, in: file, within: $0.range).isEmpty
            })
        else { return nil }
        let read = parts.reduce(into: Set<String>()) { read, part in
            read.formUnion(
                MemberUseFinder.usedMembers(
                    through: holder, in: file, within: part.range, countingProjectedValues: false))
        }
        // So does one subscribing to every change (`.onReceive(ticker.objectWillChange)`).
        guard !read.contains("objectWillChange") else { return nil }
        return published.sorted().first(where: read.contains)
    }

    /// The class a `@State` property holds: its declared type unless optional, else the type its
    /// initial value creates.
    private static func heldType(of property: PropertyFact) -> String? {
        if let declared = property.declaredType {
            return declared.hasSuffix("?") || declared.hasSuffix("!") || declared.hasPrefix("Optional<")
                ? nil : TypeName.base(of: declared)
        }
        guard let initializer = property.initializer, initializer.isInstanceCreation,
            let created = initializer.createdTypeName
        else { return nil }
        return TypeName.base(of: created)
    }
}
