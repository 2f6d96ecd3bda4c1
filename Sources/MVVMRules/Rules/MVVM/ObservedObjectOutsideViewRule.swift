import MVVMAnalyzerCore

/// `@ObservedObject`, `@StateObject`, `@EnvironmentObject` or `@State` in a class: SwiftUI
/// installs these only in views (and other SwiftUI structs), so in a class they do nothing.
public struct ObservedObjectOutsideViewRule: Rule {
    public static let description = RuleDescription(
        id: "mvvm/observed-object-outside-view",
        name: "Observed object outside a view",
        defaultSeverities: .everywhere(.warning, plain: .defect),
        summary: """
            A class (a view model, a store, a coordinator) declares a property with a SwiftUI \
            state wrapper: `@ObservedObject`, `@StateObject`, `@EnvironmentObject` or `@State`; \
            not where the class subscribes to the object's changes itself.
            """,
        rationale: """
            SwiftUI installs these wrappers only in the views (and other SwiftUI structs) it \
            renders. In a class, `@ObservedObject` and `@StateObject` observe nothing — a change of \
            the held object does not republish the class's own `objectWillChange` —, `@State` \
            ignores every write after the first read, and `@EnvironmentObject` stops the app when \
            read. Hold the object as a plain property (`let`, or `@Published` to republish its \
            replacement) and forward its changes explicitly if the class must publish them.
            """,
        triggeringExamples: [
            RuleExample(
                """
                final class SettingsViewModel: ObservableObject {
                    ↓@ObservedObject↑ var account: AccountStore
                    ↓@StateObject↑ private var player = PlayerModel()
                    init(account: AccountStore) { self.account = account }
                }
                """, convention: .plain),
            RuleExample(
                """
                struct MapView: UIViewRepresentable {
                    final class Coordinator: NSObject {
                        ↓@EnvironmentObject↑ var location: LocationStore
                    }
                    func makeUIView(context: Context) -> MKMapView { MKMapView() }
                    func updateUIView(_ view: MKMapView, context: Context) {}
                }
                """, convention: .plain),
            RuleExample(
                """
                final class UTMData: ObservableObject {
                    ↓@State↑ private var isBusy = false
                }
                """, convention: .plain),
            // A comment naming the publisher forwards nothing.
            RuleExample(
                """
                final class ActiveTask: ObservableObject {
                    ↓@ObservedObject↑ var task: TaskModel
                    // TODO: forward task.objectWillChange
                    init(task: TaskModel) { self.task = task }
                }
                """, convention: .plain),
        ],
        nonTriggeringExamples: [
            // Views, view modifiers and other SwiftUI structs install the wrappers.
            RuleExample(
                """
                struct ProfileView: View {
                    @ObservedObject var model: ProfileModel
                    @State private var isEditing = false
                    var body: some View { Text(model.name) }
                }
                struct Highlighted: ViewModifier {
                    @EnvironmentObject var theme: Theme
                    func body(content: Content) -> some View { content.foregroundColor(theme.accent) }
                }
                """, convention: .plain),
            // A class that forwards the object's changes itself, however the chain is written.
            RuleExample(
                """
                final class ActiveTask: ObservableObject {
                    @ObservedObject var task: TaskModel
                    private var forwarding: AnyCancellable?
                    init(task: TaskModel) {
                        self.task = task
                        forwarding = task.objectWillChange.sink { [weak self] in self?.objectWillChange.send() }
                    }
                }
                final class ActiveUpload: ObservableObject {
                    @ObservedObject var upload: UploadModel
                    private var forwarding: AnyCancellable?
                    init(upload: UploadModel) {
                        self.upload = upload
                        forwarding = self.upload
                            .objectWillChange
                            .sink { [weak self] in self?.objectWillChange.send() }
                    }
                }
                """, convention: .plain),
            // A class holding an object plainly, or republishing its replacement.
            RuleExample(
                """
                final class SettingsViewModel: ObservableObject {
                    @Published var account: AccountStore
                    let player = PlayerModel()
                    init(account: AccountStore) { self.account = account }
                }
                """, convention: .plain),
        ],
        corrections: []
    )

    /// The wrappers SwiftUI installs only in the structs it renders.
    static let swiftUIWrappers = ["ObservedObject", "StateObject", "EnvironmentObject", "State"]

    public var reach: RuleReach { [.thisFileOnly] }

    public func check(_ file: SourceFile, context: RuleContext) -> [Finding] {
        let wrapped = file.facts.types.filter { $0.kind == .class }.flatMap { type in
            type.properties.compactMap { property in
                property.attributes.first { Self.swiftUIWrappers.contains($0.name) }.map { (type, property, $0) }
            }
        }
        guard !wrapped.isEmpty else { return [] }
        // Parsed again, once, where the workspace keeps no tree: such a class is rare.
        let file = file.withTree()
        return wrapped.compactMap { type, property, wrapper -> Finding? in
            guard !Self.forwardsChanges(of: property.name, in: type, of: file) else { return nil }
            return context.diagnostic(
                "`\(property.name)` is `@\(wrapper.name)` in the class `\(type.name)`: SwiftUI installs this wrapper "
                    + "only in views, so here it \(Self.effect(of: wrapper.name)); hold it as a plain property",
                at: wrapper.range
            )
        }
    }

    /// Whether the class forwards the object's changes itself (`task.objectWillChange.sink`,
    /// `self.task?.objectWillChange`): the wrapper is dead, but nothing goes stale. (A
    /// subscription to one of its publishers, `settings.$tasks.sink`, may follow one property for
    /// another purpose, so it does not count.)
    private static func forwardsChanges(of name: String, in type: TypeFact, of file: SourceFile) -> Bool {
        !MemberUseFinder.uses(of: "objectWillChange", through: [name], in: file, within: type.range).isEmpty
    }

    /// What the wrapper does in a class.
    private static func effect(of wrapper: String) -> String {
        switch wrapper {
        case "State": "keeps its first value and ignores later writes"
        case "EnvironmentObject": "finds no object and stops the app when read"
        default: "observes nothing: the class does not republish the object's changes"
        }
    }
}
