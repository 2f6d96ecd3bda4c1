import MVVMAnalyzerCore

extension ViewFormatsDataRule {
    static let triggeringExamples: [RuleExample] = [
        RuleExample(
            """
            struct NameView: ViewModelView {
                private let viewModel: NameViewModel
                var body: some View {
                    Text(↓"\\(viewModel.firstName) \\(viewModel.lastName)"↑)
                }
            }
            """),
        RuleExample(
            """
            struct NameView: ViewModelView {
                private let viewModel: NameViewModel
                var body: some View {
                    ↓Text(viewModel.firstName) + Text(" ") + Text(viewModel.lastName)↑
                }
            }
            """),
        RuleExample(
            """
            struct OrderRow: View {
                @ObservedObject var model: OrderViewModel
                var body: some View {
                    VStack {
                        Text(model.createdAt↓.formatted(date: .abbreviated, time: .omitted)↑)
                        Text(model.items.isEmpty ? model.emptyTitle : ↓"You have \\(model.items.count) items"↑)
                        Text((model.memberCount ?? 0)↓.formatted()↑)
                    }
                }
            }
            """, convention: .plain),
        RuleExample(
            """
            struct EventView: View {
                let viewModel: EventViewModel
                private static let formatter: DateFormatter = {
                    let formatter = ↓DateFormatter↑()
                    formatter.dateStyle = .medium
                    return formatter
                }()
                var body: some View {
                    Text(↓String(viewModel.attendees.count)↑)
                    Text(viewModel.total, ↓format↑: .currency(code: "EUR"))
                }
            }
            """, convention: .contract),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        // Plain code: a number shown as is, and a formatter the view keeps for its own
        // constants (a slider's end labels).
        RuleExample(
            """
            struct AdvancedSettingsScreen: View {
                @ObservedObject var context: AdvancedSettingsViewModel
                private let lengths = MeasurementFormatter()
                var body: some View {
                    Text(String(context.joinedMembersCount))
                    Text(lengths.string(from: Measurement(value: 100, unit: UnitLength.meters)))
                }
            }
            """, convention: .plain),
        RuleExample(
            """
            struct NameView: ViewModelView {
                private let viewModel: NameViewModel
                var body: some View {
                    VStack {
                        Text(viewModel.fullName)
                        Text(viewModel.createdAt)
                        Image("\\(viewModel.iconName)")
                            .accessibilityIdentifier("name.\\(viewModel.id)")
                    }
                }
            }
            """),
        RuleExample(
            """
            final class NameViewModel: ObservableObject {
                let firstName = "Ada", lastName = "Lovelace"
                var fullName: String { "\\(firstName) \\(lastName)" }
                var date: String { Date.now.formatted() }
            }
            """, convention: .plain),
        // Plain SwiftUI idioms: localization keys with arguments, `@` handles, SwiftUI's own
        // localized formatting, a formatter that parses input, styled `Text` pieces.
        RuleExample(
            """
            struct StatusRow: View {
                @State var viewModel: StatusRowViewModel
                @State private var buildVersion = 0
                var body: some View {
                    VStack {
                        Text("status.poll.n-votes \\(viewModel.poll.votesCount)")
                            .navigationTitle("lists.add-remove-\\(viewModel.account.name)")
                        Button("@\\(viewModel.account.username)") {}
                        Text(viewModel.createdAt, style: .relative)
                        Text(viewModel.count, format: .number.notation(.compactName))
                        TextField("build", value: $buildVersion, formatter: NumberFormatter())
                        Text(viewModel.kind) + Text(" • ") + Text(viewModel.size)
                        Text("Posted by \\(viewModel.account.name)")
                        Label("Reply to \\(viewModel.account.name)", systemImage: "arrowshape.turn.up.left")
                    }
                }
            }
            """, convention: .plain),
        // An object from the environment is a shared model, not the view's view model.
        RuleExample(
            """
            struct SyncView: View {
                @EnvironmentObject var manager: SourceControlManager
                var body: some View {
                    Text(verbatim: "Switch to " + (manager.currentBranch?.name ?? ""))
                }
            }
            """, convention: .plain),
        // Not user-facing copy: QA and debug screens (`#if DEBUG`, a debug folder or type,
        // `Text(verbatim:)`), a key passed to the workspace's own `LocalizedStringKey`
        // parameter, a live readout with its unit.
        RuleExample(
            """
            struct TemperatureView: View {
                @ObservedObject var viewModel: TemperatureViewModel
                var body: some View {
                    VStack {
                        Text(verbatim: "Build \\(viewModel.build) of \\(viewModel.date)")
                        SectionHeader(title: "Readings for \\(viewModel.city)")
                        Text("\\(Int(viewModel.kelvin)) K")
                        #if DEBUG
                        Text(viewModel.title + " cached at \\(viewModel.cachedAt)")
                        #endif
                    }
                }
            }
            struct QAOverridesScreen: View {
                @ObservedObject var viewModel: TemperatureViewModel
                var body: some View { Text(viewModel.title + " raw value \\(viewModel.kelvin)") }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/SectionHeader.swift": """
                struct SectionHeader: View {
                    let title: LocalizedStringKey
                    var body: some View { Text(title) }
                }
                """
            ]),
        RuleExample(
            """
            struct CacheInspectorView: View {
                @ObservedObject var viewModel: CacheViewModel
                var body: some View { Text(viewModel.title + " holds \\(viewModel.count) entries") }
            }
            """, path: "Sources/App/Debug/CacheInspectorView.swift", convention: .plain),
        // Views with no view model have none to hand the shaping to.
        RuleExample(
            """
            struct CommitHeader: View {
                let commit: Commit
                private static let formatter = DateFormatter()
                var body: some View {
                    Text(commit.date.formatted(date: .abbreviated, time: .shortened))
                    Text(commit.date, style: .date)
                }
            }
            """, convention: .contract),
        RuleExample(
            """
            struct CounterView: View {
                @State private var taps = 0
                var body: some View { Button("Tapped \\(taps)") { taps += 1 } }
            }
            """, convention: .plain),
    ]
}
