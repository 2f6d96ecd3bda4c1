import MVVMAnalyzerCore

extension ObservedObjectCreatedInViewRule {
    static let triggeringExamples: [RuleExample] = [
        // Sleepy's list (sealed round 16), built by a parent that leaves the recorder out: the
        // default is created again whenever that parent renders.
        RuleExample(
            """
            struct AudioRecordingsListView: View {
                ↓@ObservedObject↑ var audioRecorder = AudioRecorder()
                var body: some View { Text(audioRecorder.title) }
            }
            """, convention: .plain,
            supportingFiles: ["Sources/App/SoundsView.swift": soundsView(building: "AudioRecordingsListView()")]),
        // Linphone (sealed round 13): the content closure of the workspace's own modifier, which
        // declares it `@ViewBuilder`, renders as `.sheet { … }`'s does; its other closure is an action.
        RuleExample(
            """
            struct CallView: View {
                @State private var showsDialer = false
                var body: some View {
                    Text("Call")
                        .halfSheet(showSheet: $showsDialer) {
                            Dialer(model: ↓DialerModel()↑)
                        } onDismiss: {
                            Dialer(model: DialerModel()).reset()
                        }
                        .bottomPanel(isShown: $showsDialer, content: { Dialer(model: ↓DialerModel()↑) })
                }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/Sheets.swift": """
                import SwiftUI

                extension View {
                    func halfSheet<Content: View>(
                        showSheet: Binding<Bool>,
                        @ViewBuilder content: @escaping () -> Content,
                        onDismiss: @escaping () -> Void
                    ) -> some View {
                        self.sheet(isPresented: showSheet, onDismiss: onDismiss, content: content)
                    }
                    func bottomPanel<Panel>(isShown: Binding<Bool>, content: @escaping () -> Panel) -> some View where Panel: View {
                        self.overlay { if isShown.wrappedValue { content() } }
                    }
                }
                final class DialerModel: ObservableObject {
                    @Published var digits = ""
                    func type(_ digit: String) { digits += digit }
                }
                struct Dialer: View {
                    @ObservedObject var model: DialerModel
                    var body: some View { Text(model.digits) }
                    func reset() {}
                }
                """
            ]),
        RuleExample(
            """
            struct HistoryInspectorView: View {
                @ObservedObject private var model: HistoryInspectorModel
                @ObservedObject var button: SubscribeButtonModel
                init(podcast: String) {
                    ↓self.model = .init()↑
                    ↓_button = ObservedObject(wrappedValue: SubscribeButtonModel(podcast: podcast))↑
                }
                var body: some View { Text(model.title) }
            }
            """, convention: .plain),
        RuleExample(
            """
            struct ProfileView: View {
                ↓@ObservedObject↑ var viewModel = ProfileViewModel()
                var body: some View { Text(viewModel.name) }
            }
            """, convention: .plain),
        RuleExample(
            """
            struct FeedScreen: View {
                ↓@ObservedObject↑
                private var model = FeedViewModel.init(service: .live)
                var body: some View { List(model.items) { Text($0.title) } }
            }
            """, convention: .plain),
        // Created in the view's own `init` (reported there) and passed on to a child's
        // `@StateObject`: nobody hands it a replacement, so the hand-off is not reported again.
        RuleExample(
            """
            struct ServerSelectionView: View {
                @ObservedObject var driveViewModel: DriveViewModel
                init() {
                    ↓self.driveViewModel = DriveViewModel()↑
                }
                var body: some View { DriveFolderView(driveViewModel: driveViewModel) }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/DriveFolderView.swift": """
                struct DriveFolderView: View {
                    @StateObject var driveViewModel: DriveViewModel
                    var body: some View { Text(driveViewModel.folder) }
                }
                final class DriveViewModel: ObservableObject {
                    @Published var folder = ""
                    func open(_ name: String) { folder = name }
                }
                """
            ]),
        // Created through a factory the workspace declares, a fallback, or `.init()` in the
        // declaration (the type model says what the factory returns and that it is observable).
        RuleExample(
            """
            struct NetworkDetailsView: View {
                @ObservedObject var viewer: TextViewerModel
                @ObservedObject var search: SearchModel
                ↓@ObservedObject↑ private var filter: FilterModel = .init()
                init(text: String, search: SearchModel?) {
                    ↓self.viewer = ViewerFactory.makeTextViewerModel(text: text)↑
                    ↓self.search = search ?? SearchModel()↑
                }
                var body: some View { Text(viewer.text + search.query + filter.term) }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/Models.swift": """
                enum ViewerFactory {
                    static func makeTextViewerModel(text: String) -> TextViewerModel { TextViewerModel(text: text) }
                }
                final class TextViewerModel: ObservableObject {
                    @Published var text: String
                    init(text: String) { self.text = text }
                    func highlight(_ term: String) { text = term }
                }
                class SearchBase: ObservableObject { @Published var query = "" }
                final class SearchModel: SearchBase { func clear() { query = "" } }
                final class FilterModel: ObservableObject { @Published var term = "" }
                """
            ]),
        // A subclass whose state lives in its base class.
        RuleExample(
            """
            struct SearchScreen: View {
                var body: some View { SearchResults(model: ↓SearchModel()↑) }
            }
            struct SearchResults: View {
                @ObservedObject var model: SearchModel
                var body: some View { Text(model.query) }
            }
            class SearchBase: ObservableObject {
                @Published var query = ""
                func clear() { query = "" }
            }
            final class SearchModel: SearchBase {}
            """, convention: .plain),
        // A new object handed to a child's `@ObservedObject` through a local constant (reported where
        // it is created) or a factory.
        RuleExample(
            """
            struct ConsoleSearchResultsView: View {
                let files: [String]
                var body: some View {
                    ForEach(files, id: \\.self) { file in
                        let model = ↓FileViewerModel(file: file)↑
                        NavigationLink(destination: FileViewer(model: model)) { Text(file) }
                        NavigationLink(destination: FileViewer(model: ↓makeFileViewerModel(file)↑)) { Text(file) }
                    }
                }
                func makeFileViewerModel(_ file: String) -> FileViewerModel { FileViewerModel(file: file) }
            }
            struct FileViewer: View {
                @ObservedObject var model: FileViewerModel
                var body: some View { Text(model.file) }
            }
            final class FileViewerModel: ObservableObject {
                @Published var file: String
                init(file: String) { self.file = file }
                func select(_ name: String) { file = name }
            }
            """, convention: .plain),
        // A static function that builds its own type (`StatusView.ViewModel.prototype(…)`).
        RuleExample(
            """
            struct DisplayPreferenceView: View {
                var body: some View {
                    List { StatusView(viewModel: ↓StatusView.ViewModel.prototype(margin: 20)↑) }
                }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/StatusView.swift": """
                struct StatusView: View {
                    @ObservedObject var viewModel: ViewModel
                    var body: some View { Text(viewModel.author) }
                    final class ViewModel: ObservableObject {
                        @Published var author = ""
                        var margin = 0.0
                        func rename(_ name: String) { author = name }
                    }
                }
                extension StatusView.ViewModel {
                    static func prototype(margin: Double) -> StatusView.ViewModel {
                        let viewModel = StatusView.ViewModel()
                        viewModel.margin = margin
                        return viewModel
                    }
                }
                """
            ]),
        // The old spelling `ObservedObject(initialValue:)`, in a view a SwiftUI parent builds.
        RuleExample(
            """
            struct ImageCarousel: View {
                @ObservedObject var model: CarouselModel
                init(urls: [URL]) {
                    ↓_model = ObservedObject(initialValue: CarouselModel(urls: urls))↑
                }
                var body: some View { Text(model.title) }
            }
            struct NoteView: View {
                let urls: [URL]
                var body: some View { ImageCarousel(urls: urls) }
            }
            """, convention: .plain),
        RuleExample(
            """
            struct SearchResultsView: View {
                @ObservedObject private var viewModel: SearchResultsViewModel
                init(results: [Item]) {
                    ↓_viewModel = .init(wrappedValue: .init(results: results))↑
                }
                var body: some View { List(viewModel.results) { Text($0.title) } }
            }
            """, convention: .plain),
        // A new object for a child's `@ObservedObject` (in `body`, in a helper `body` renders,
        // in a sheet's content), and an object the view was handed passed on to a child's
        // `@StateObject`.
        RuleExample(
            """
            struct BinListView: View {
                @StateObject var model: BinListViewModel
                @ObservedObject var speechRecognizer: SpeechRecognizer
                var body: some View {
                    VStack {
                        SelectionOptionsView(viewModel: ↓SelectionOptionsViewModel(itemProvider: model)↑)
                        RecordingView(speechRecognizer: ↓speechRecognizer↑)
                        options
                    }
                    .sheet(isPresented: $model.isPicking) {
                        SelectionOptionsView(viewModel: ↓SelectionOptionsViewModel(itemProvider: model)↑)
                    }
                }
                private var options: some View {
                    SelectionOptionsView(viewModel: ↓SelectionOptionsViewModel(itemProvider: model)↑)
                }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/SelectionOptionsView.swift": """
                struct SelectionOptionsView: View {
                    @ObservedObject var viewModel: SelectionOptionsViewModel
                    var body: some View { Text(viewModel.title) }
                }
                final class SelectionOptionsViewModel: ObservableObject {
                    @Published var title = ""
                    @Published var selection: Set<String> = []
                    init(itemProvider: ItemProvider) {}
                    func toggle(_ id: String) { selection.insert(id) }
                }
                struct RecordingView: View {
                    @StateObject var speechRecognizer: SpeechRecognizer
                    var body: some View { Text(speechRecognizer.transcript) }
                }
                final class SpeechRecognizer: ObservableObject {
                    @Published var transcript = ""
                    func start() { transcript = "" }
                }
                """
            ]),
        // A class whose state changes only through a member of a published property
        // (`podcast.sortOrder = …`), or only in Combine's `assign(to: &$notes)`, changes its own
        // state too.
        RuleExample(
            """
            struct FolderView: View {
                @StateObject var viewModel: FolderViewModel
                var body: some View {
                    List(viewModel.podcasts) { podcast in
                        NavigationLink(destination: EpisodeListView(viewModel: ↓EpisodeListViewModel(podcast: podcast)↑)) {
                            Text(podcast.title)
                        }
                        ShowNotesView(model: ↓ShowNotesModel()↑)
                    }
                }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/EpisodeListView.swift": """
                struct EpisodeListView: View {
                    @ObservedObject var viewModel: EpisodeListViewModel
                    var body: some View { Text(viewModel.podcast.title) }
                }
                final class EpisodeListViewModel: ObservableObject {
                    @Published var podcast: Podcast
                    init(podcast: Podcast) { self.podcast = podcast }
                    func sort(by order: SortOrder) {
                        podcast.sortOrder = order
                    }
                }
                struct ShowNotesView: View {
                    @ObservedObject var model: ShowNotesModel
                    var body: some View { Text(model.notes) }
                }
                final class ShowNotesModel: ObservableObject {
                    @Published var notes = ""
                    func follow(_ updates: AnyPublisher<String, Never>) {
                        updates.receive(on: RunLoop.main).assign(to: &self.$notes)
                    }
                }
                """
            ]),
        // Read from the syntax, however it is laid out: a child's `init` that wraps its parameter
        // in a `@StateObject` over two lines, and a class that changes its state in an assignment
        // broken after `=`.
        RuleExample(
            """
            struct InboxView: View {
                @ObservedObject var store: InboxStore
                var body: some View {
                    VStack {
                        ThreadList(store: ↓store↑)
                        SearchBar(model: ↓SearchModel()↑)
                    }
                }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/ThreadList.swift": """
                struct ThreadList: View {
                    @StateObject private var store: InboxStore
                    init(store: InboxStore) {
                        _store = StateObject(
                            wrappedValue: store)
                    }
                    var body: some View { Text(store.title) }
                }
                struct SearchBar: View {
                    @ObservedObject var model: SearchModel
                    var body: some View { Text(model.query) }
                }
                final class InboxStore: ObservableObject {
                    @Published var title = ""
                }
                final class SearchModel: ObservableObject {
                    @Published var query = ""
                    func search(_ text: String) {
                        self.query =
                            text
                    }
                }
                """
            ]),
        // `.init(…)` of the child's own property type is a new object too.
        RuleExample(
            """
            struct CouponDetails: View {
                @StateObject var model: CouponDetailsViewModel
                var body: some View {
                    Text(model.title).sheet(isPresented: $model.showsAnalytics) {
                        EnableAnalyticsView(viewModel: ↓.init(siteID: model.siteID)↑)
                    }
                }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/EnableAnalyticsView.swift": """
                struct EnableAnalyticsView: View {
                    @ObservedObject var viewModel: EnableAnalyticsViewModel
                    var body: some View { Toggle("Analytics", isOn: $viewModel.isOn) }
                }
                final class EnableAnalyticsViewModel: ObservableObject {
                    @Published var isOn = false
                    init(siteID: Int) {}
                    func enable() { isOn = true }
                }
                """
            ]),
        // Pulse (sealed round 7): a holder the view creates, or builds a child with, creates the
        // observed object lazily; every new holder makes a new object. A platform's own declaration
        // of the child (`TextViewer-tvos.swift`, holding it as `let`) does not hide the others.
        // The finding sits where the view creates the holder, which is what to change.
        RuleExample(
            """
            struct DetailsView: View {
                private let details: DetailsHolder?
                init(text: @escaping () -> String?) {
                    self.details = ↓DetailsHolder(text)↑
                }
                var body: some View {
                    if let viewModel = details?.text {
                        TextViewer(viewModel: viewModel)
                    }
                }
            }
            """, convention: .plain,
            supportingFiles: lazyHolderFiles),
        RuleExample(
            """
            struct SearchResultRow: View {
                let query: String
                var body: some View {
                    NavigationLink(destination: BodyView(details: ↓.init { query }↑)) { Text(query) }
                }
            }
            """, convention: .plain,
            supportingFiles: lazyHolderFiles.merging([
                "Sources/App/BodyView.swift": """
                struct BodyView: View {
                    let details: DetailsHolder
                    var body: some View {
                        if let model = details.text { TextViewer(viewModel: model) } else { Text("Empty") }
                    }
                }
                """
            ]) { $1 }),
        // An object that changes nothing itself but whose lazy property creates, through one of
        // its methods, an object that does (Pulse's `FileViewerViewModel` making a
        // `RichTextViewModel`): a new one loses that object's state.
        RuleExample(
            """
            struct ResponseView: View {
                @ObservedObject var task: NetworkTask
                var body: some View {
                    FileViewer(viewModel: ↓FileModel(data: task.body)↑)
                }
            }
            """, convention: .plain,
            supportingFiles: lazyHolderFiles.merging(fileViewerFiles) { $1 }),
        // A helper declared in an extension in another file, which the view's `body` calls
        // (Pulse's `NetworkInspectorView-shared.swift`).
        RuleExample(
            """
            extension InspectorView {
                @ViewBuilder
                static func makeResponseSection(task: NetworkTask) -> some View {
                    FileViewer(viewModel: ↓FileModel(data: task.body)↑)
                }
            }
            """, convention: .plain,
            supportingFiles: lazyHolderFiles.merging(fileViewerFiles) { $1 }.merging([
                "Sources/App/InspectorView.swift": """
                struct InspectorView: View {
                    @ObservedObject var task: NetworkTask
                    var body: some View {
                        List { InspectorView.makeResponseSection(task: task) }
                    }
                }
                """
            ]) { $1 }),
        // Three levels: the cell's model creates, in its `init`, the holder the cell hands to the
        // body view, which hands on its lazily created object (Pulse's `NetworkRequestBodyCell`).
        RuleExample(
            """
            struct RequestSection: View {
                @ObservedObject var task: NetworkTask
                var body: some View {
                    RequestBodyCell(viewModel: ↓.init(task: task)↑)
                }
            }
            """, convention: .plain,
            supportingFiles: lazyHolderFiles.merging(fileViewerFiles) { $1 }.merging([
                "Sources/App/RequestBodyCell.swift": """
                struct RequestBodyCell: View {
                    let viewModel: RequestBodyCellModel
                    var body: some View {
                        NavigationLink(destination: RequestBodyView(holder: viewModel.holder)) { Text("Body") }
                    }
                }
                struct RequestBodyCellModel {
                    let holder: RequestBodyHolder
                    init(task: NetworkTask) {
                        self.holder = RequestBodyHolder(task: task)
                    }
                }
                struct RequestBodyView: View {
                    let holder: RequestBodyHolder
                    var body: some View {
                        if let model = holder.file { FileViewer(viewModel: model) }
                    }
                }
                final class RequestBodyHolder {
                    private(set) lazy var file = task.body.map { FileModel(data: $0) }
                    let task: NetworkTask
                    init(task: NetworkTask) { self.task = task }
                }
                """
            ]) { $1 }),
        // Built in a helper of a helper of `body` (Pulse's `makeDestination` → `_makeDestination`).
        RuleExample(
            """
            struct SearchResultView: View {
                @ObservedObject var results: SearchResults
                var body: some View {
                    NavigationLink(destination: SearchResultView.makeDestination(for: results.query)) { Text("Open") }
                }

                static func makeDestination(for query: String) -> some View {
                    _makeDestination(for: query)
                }

                @ViewBuilder
                private static func _makeDestination(for query: String) -> some View {
                    TextViewer(viewModel: ↓TextViewerModel(text: query)↑)
                }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/TextViewer.swift": """
                struct TextViewer: View {
                    @ObservedObject var viewModel: TextViewerModel
                    var body: some View { Text(viewModel.text) }
                }
                final class TextViewerModel: ObservableObject {
                    @Published var text: String
                    @Published var matches: [String] = []
                    init(text: String) { self.text = text }
                    func search(_ term: String) { matches = [term] }
                }
                """
            ]),
        // VirtualBuddy (sealed round 9): a new object put in the environment of a sheet's content.
        RuleExample(
            """
            struct SessionConfigurationView: View {
                @EnvironmentObject var controller: SessionController
                @State private var isShowingSettings = false
                var body: some View {
                    Button("Settings…") { isShowingSettings.toggle() }
                        .sheet(isPresented: $isShowingSettings) {
                            ConfigurationSheet()
                                .environmentObject(↓ConfigurationViewModel(controller.machine)↑)
                        }
                }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/ConfigurationViewModel.swift": """
                final class ConfigurationViewModel: ObservableObject {
                    @Published var name: String
                    init(_ machine: String) { name = machine }
                    func rename(_ newName: String) { name = newName }
                }
                """,
                "Sources/App/ConfigurationSheet.swift": """
                struct ConfigurationSheet: View {
                    @EnvironmentObject var viewModel: ConfigurationViewModel
                    var body: some View { TextField("Name", text: $viewModel.name) }
                }
                """,
            ]),
        // PlayCover (sealed round 11): an `App` whose own state changes runs its `body` again,
        // and each run puts a new object in the environment.
        RuleExample(
            """
            @main
            struct PlayCoverApp: App {
                @StateObject var updater = UpdaterViewModel()
                var body: some Scene {
                    WindowGroup {
                        MainView()
                            .environmentObject(updater)
                            .environmentObject(↓AppIntegrity()↑)
                    }
                }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/Models.swift": """
                final class UpdaterViewModel: ObservableObject {
                    @Published var canCheck = false
                    func refresh() { canCheck = true }
                }
                final class AppIntegrity: ObservableObject {
                    @Published var integrityOff = false
                    func check() { integrityOff = true }
                }
                """,
                "Sources/App/MainView.swift": """
                struct MainView: View {
                    @EnvironmentObject var integrity: AppIntegrity
                    var body: some View { Text(integrity.integrityOff ? "Off" : "On") }
                }
                """,
            ]),
        // openHAB (sealed round 11): view-building code outside a view, a route's destination or a
        // model's `makeView()`, that a view uses on its render path.
        RuleExample(
            """
            enum Route: Hashable {
                case detail(id: Int)
                @ViewBuilder var destination: some View {
                    switch self {
                    case .detail(let id): DetailView(viewModel: ↓DetailViewModel(id: id)↑)
                    }
                }
            }
            struct RootView: View {
                @State private var path: [Route] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        Text("Home").navigationDestination(for: Route.self) { $0.destination }
                    }
                }
            }
            struct DetailView: View {
                @ObservedObject var viewModel: DetailViewModel
                var body: some View { Text(viewModel.title) }
            }
            final class DetailViewModel: ObservableObject {
                @Published var title = ""
                init(id: Int) {}
                func load() { title = "Loaded" }
            }
            """, convention: .plain),
        // BankingPOC (sealed round 15): a coordinator's `build(_:)`, which a view's `body` calls,
        // calls a factory's `make…View` that creates the view model and hands it to the screen's
        // `@ObservedObject` (reported where it is created); a view model's factory method bound by
        // `if let` in a sheet's content is a creation too.
        RuleExample(
            """
            final class AuthViewFactory {
                func makeLoginView(coordinator: AuthCoordinator) -> some View {
                    let viewModel = ↓LoginViewModel(coordinator: coordinator)↑
                    return LoginView(viewModel: viewModel)
                }
            }
            final class AuthCoordinator: ObservableObject {
                @Published var stack: [Int] = []
                let viewFactory = AuthViewFactory()
                @ViewBuilder func build(_ route: Int) -> some View {
                    viewFactory.makeLoginView(coordinator: self)
                }
            }
            struct AuthCoordinatorView: View {
                @ObservedObject var coordinator: AuthCoordinator
                var body: some View { NavigationView { coordinator.build(0) } }
            }
            struct LoginView: View {
                @ObservedObject var viewModel: LoginViewModel
                var body: some View {
                    TextField("User", text: $viewModel.username).sheet(isPresented: $viewModel.needsCode) { codeSheet }
                }
                @ViewBuilder private var codeSheet: some View {
                    if let codeModel = ↓viewModel.createCodeViewModel()↑ {
                        CodeView(viewModel: codeModel)
                    }
                }
            }
            final class LoginViewModel: ObservableObject {
                @Published var username = ""
                @Published var needsCode = false
                init(coordinator: AuthCoordinator) {}
                func clear() { username = "" }
                func createCodeViewModel() -> CodeViewModel? { needsCode ? CodeViewModel() : nil }
            }
            struct CodeView: View {
                @ObservedObject var viewModel: CodeViewModel
                var body: some View { TextField("Code", text: $viewModel.code) }
            }
            final class CodeViewModel: ObservableObject {
                @Published var code = ""
                func clear() { code = "" }
            }
            """, convention: .plain),
        // AudioBooth (sealed round 15): the view model's state lives in a base class nested in the
        // view (`EpisodeView.Model`), found by its qualified name among the app's many `Model`s;
        // the link is built four helpers below `body`.
        RuleExample(
            """
            struct EpisodeList: View {
                @State private var ids: [String] = []
                @State private var search = ""
                var body: some View { layout }
                private var layout: some View { VStack { sections } }
                private var sections: some View { Group { episodes } }
                private var episodes: some View { ScrollView { episodeRows } }
                private var episodeRows: some View {
                    VStack {
                        TextField("Search", text: $search)
                        ForEach(ids, id: \\.self) { id in
                            NavigationLink {
                                EpisodeView(model: ↓EpisodeViewModel(id: id)↑)
                            } label: {
                                Text(id)
                            }
                        }
                    }
                }
            }
            struct EpisodeView: View {
                @ObservedObject var model: Model
                var body: some View { Text(model.title) }
                class Model: ObservableObject {
                    var title: String
                    @Published var isPlaying = false
                    init(title: String) { self.title = title }
                    func onPlay() {}
                }
            }
            final class EpisodeViewModel: EpisodeView.Model {
                private let id: String
                init(id: String) {
                    self.id = id
                    super.init(title: id)
                }
                override func onPlay() { isPlaying = true }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/Other.swift": """
                import SwiftUI

                struct OtherView: View {
                    let model: Model
                    var body: some View { Text(model.name) }
                    final class Model {
                        let name: String
                        init(name: String) { self.name = name }
                    }
                }
                """
            ]),
        // ChooChoo (sealed round 14): a state machine fed by the object's own events (`input.send`)
        // and assigned by a pipeline changes its state; a default argument creates the object
        // wherever a rendering parent leaves the argument out.
        RuleExample(
            """
            struct LegView: View {
                @State private var expanded = false
                var body: some View {
                    VStack {
                        StopRow(name: "Berlin")
                        MapPicker(vm: ↓MapPickerModel(.idle)↑)
                    }
                }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/StopRow.swift": """
                import Combine
                import SwiftUI

                final class ArrivalModel: ObservableObject {
                    @Published private(set) var state: Int = 0
                    private var bag = Set<AnyCancellable>()
                    private let input = PassthroughSubject<Int, Never>()
                    init() {
                        input.scan(0, +).weakAssign(to: \\.state, on: self).store(in: &bag)
                    }
                    func send(event: Int) { input.send(event) }
                }
                struct StopRow: View {
                    @ObservedObject var arrival: ArrivalModel
                    let name: String
                    var body: some View { Text(name + "\\(arrival.state)") }
                }
                extension StopRow {
                    init(name: String, arrival: ArrivalModel = ↓ArrivalModel()↑) {
                        self.name = name
                        self.arrival = arrival
                    }
                }
                final class MapPickerModel: ObservableObject {
                    @Published private(set) var state: Int
                    private var bag = Set<AnyCancellable>()
                    private let input = PassthroughSubject<Int, Never>()
                    init(_ initial: Int) {
                        state = initial
                        input.map { $0 + 1 }.assign(to: \\.state, on: self).store(in: &bag)
                    }
                    func send(event: Int) { self.input.send(event) }
                }
                struct MapPicker: View {
                    @ObservedObject var vm: MapPickerModel
                    var body: some View { Text("\\(vm.state)") }
                }
                """
            ]),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        // Sleepy (sealed round 16): the list's default recorder stands in for the memberwise
        // initializer's argument, which its one parent always passes: the default is never used.
        RuleExample(
            """
            struct AudioRecordingsListView: View {
                @ObservedObject var audioRecorder = AudioRecorder()
                var body: some View { Text(audioRecorder.title) }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/SoundsView.swift": soundsView(
                    building: "AudioRecordingsListView(audioRecorder: audioRecorder)")
            ]),
        // ios-drive (corpus): a coordinator's view-building method reached through another one
        // (`start` → `startFolder`) from a view that does not observe the coordinator: the
        // coordinator's changes render nothing again.
        RuleExample(
            """
            final class FinderCoordinator {
                func start(id: String) -> some View { startFolder(id: id) }
                func startFolder(id: String) -> some View { FolderView(vm: FolderViewModel(id: id)) }
            }
            struct RootFolderView: View {
                let coordinator: FinderCoordinator
                let id: String
                @State private var creatingIn: String?
                var body: some View {
                    coordinator.start(id: id).sheet(item: $creatingIn) { Text($0) }
                }
            }
            final class RootFolderController: UIHostingController<RootFolderView> {
                init(coordinator: FinderCoordinator) {
                    super.init(rootView: RootFolderView(coordinator: coordinator, id: "root"))
                }
            }
            struct FolderView: View {
                @ObservedObject var vm: FolderViewModel
                var body: some View { List(vm.items, id: \\.self) { Text($0) } }
            }
            final class FolderViewModel: ObservableObject {
                @Published var items: [String] = []
                init(id: String) {}
                func load() { items = ["Documents"] }
            }
            """, convention: .plain),
        // A hosting controller's root whose `@State` only hands its binding on (`$picking`) reads
        // no state of its own: its body runs once, and so does the creation.
        RuleExample(
            """
            struct UploadRoot: View {
                @State private var picking: String?
                var body: some View {
                    UploadList(model: UploadListModel()).sheet(item: $picking) { Text($0) }
                }
            }
            final class UploadController: UIHostingController<UploadRoot> {
                init() { super.init(rootView: UploadRoot()) }
            }
            struct UploadList: View {
                @ObservedObject var model: UploadListModel
                var body: some View { Text(model.title) }
            }
            final class UploadListModel: ObservableObject {
                @Published var title = ""
                func load() { title = "Uploads" }
            }
            """, convention: .plain),
        // nostur (corpus): a static function named as a lookup (`fetchByPubkey`) finds the object
        // the store keeps, bound by `if let`; it creates one only where none exists.
        RuleExample(
            """
            struct BlockListScreen: View {
                @State private var pubkeys: [String] = []
                var body: some View {
                    List(pubkeys, id: \\.self) { pubkey in
                        if let contact = Contact.fetchByPubkey(pubkey) {
                            ProfileRow(contact: contact)
                        }
                    }
                }
            }
            struct ProfileRow: View {
                @ObservedObject var contact: Contact
                var body: some View { Text(contact.name) }
            }
            final class Contact: ObservableObject {
                @Published var name = ""
                static func fetchByPubkey(_ pubkey: String) -> Contact? {
                    let contact = Contact()
                    contact.name = pubkey
                    return contact
                }
                func rename(_ newName: String) { name = newName }
            }
            """, convention: .plain),
        // BankingPOC (sealed round 15): a factory that keeps the view model it creates hands the
        // same one on next time.
        RuleExample(
            """
            final class HomeViewFactory {
                private var cachedDashboardViewModel: DashboardViewModel?
                func makeDashboardView() -> some View {
                    if let cached = cachedDashboardViewModel { return DashboardView(viewModel: cached) }
                    let viewModel = DashboardViewModel()
                    cachedDashboardViewModel = viewModel
                    return DashboardView(viewModel: viewModel)
                }
            }
            struct HomeCoordinatorView: View {
                @State private var stack: [Int] = []
                let factory: HomeViewFactory
                var body: some View { NavigationView { factory.makeDashboardView() } }
            }
            struct DashboardView: View {
                @ObservedObject var viewModel: DashboardViewModel
                var body: some View { Text(viewModel.balance) }
            }
            final class DashboardViewModel: ObservableObject {
                @Published var balance = ""
                func load() { balance = "100" }
            }
            """, convention: .plain),
        // View-building code outside views that only a UIKit controller uses (built once), or
        // whose view owns the object it is given.
        RuleExample(
            """
            final class SettingsItem {
                func makeView() -> some View { SettingsView(viewModel: SettingsViewModel()) }
                func makeOwnedView() -> some View { OwnedView(viewModel: SettingsViewModel()) }
            }
            final class SettingsController: UIHostingController<AnyView> {
                init(item: SettingsItem) { super.init(rootView: AnyView(item.makeView())) }
            }
            struct Menu: View {
                let item: SettingsItem
                var body: some View { item.makeOwnedView() }
            }
            struct SettingsView: View {
                @ObservedObject var viewModel: SettingsViewModel
                var body: some View { Text(viewModel.name) }
            }
            struct OwnedView: View {
                @StateObject var viewModel: SettingsViewModel
                var body: some View { Text(viewModel.name) }
            }
            final class SettingsViewModel: ObservableObject {
                @Published var name = ""
                func rename(_ newName: String) { name = newName }
            }
            """, convention: .plain),
        // An `App` that holds no state (a framework object is not state) runs its `body` once:
        // the object is created once.
        RuleExample(
            """
            @main
            struct NotesApp: App {
                var container: NSPersistentContainer = NSPersistentContainer(name: "Notes")
                var body: some Scene {
                    WindowGroup { NotesView().environmentObject(NotesStore()) }
                }
            }
            struct NotesView: View {
                @EnvironmentObject var store: NotesStore
                var body: some View { Text(store.title) }
            }
            final class NotesStore: ObservableObject {
                @Published var title = ""
                func rename(_ name: String) { title = name }
            }
            """, convention: .plain),
        // A static function that returns the shared instance, or one it caches, builds nothing new.
        RuleExample(
            """
            struct PlayerBar: View {
                var body: some View {
                    PlayerControls(player: Player.current())
                    PlayerControls(player: Player.cached(id: "main"))
                }
            }
            struct PlayerControls: View {
                @ObservedObject var player: Player
                var body: some View { Text(player.title) }
            }
            final class Player: ObservableObject {
                private static let shared = Player()
                @Published var title = ""
                static func current() -> Player { shared }
                private static var cache: [String: Player] = [:]
                static func cached(id: String) -> Player {
                    if let player = cache[id] { return player }
                    let player = Player()
                    cache[id] = player
                    return player
                }
                func play(_ name: String) { title = name }
            }
            """, convention: .plain),
        // A hosting controller's root, through a local (openedx' `Router`): built once, so the
        // object it was handed is never replaced and the child's `@StateObject` keeps the right one.
        RuleExample(
            """
            struct CourseContainerView: View {
                @ObservedObject var datesViewModel: DatesViewModel
                @State private var tab = 0
                var body: some View { datesTab }
                private var datesTab: some View { DatesView(viewModel: datesViewModel) }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/Router.swift": """
                final class Router {
                    func courseScreen(dates: DatesViewModel) -> UIViewController {
                        let screen = CourseContainerView(datesViewModel: dates)
                        return UIHostingController(rootView: screen)
                    }
                }
                struct DatesView: View {
                    @StateObject var viewModel: DatesViewModel
                    var body: some View { Text(viewModel.title) }
                }
                final class DatesViewModel: ObservableObject {
                    @Published var title = ""
                    func load() { title = "Dates" }
                }
                """
            ]),
        // woocommerce-ios: a helper's parameter named like the view's property is the helper's
        // own (the onboarding model the dashboard keeps), not the view's `viewModel`.
        RuleExample(
            """
            struct DashboardView: View {
                @ObservedObject var viewModel: DashboardViewModel
                var body: some View {
                    if let onboarding = viewModel.onboarding { onboardingView(from: onboarding) }
                }
            }
            extension DashboardView {
                func onboardingView(from viewModel: OnboardingViewModel) -> some View {
                    NavigationStack { OnboardingView(viewModel: viewModel) }
                }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/Onboarding.swift": """
                final class DashboardViewModel: ObservableObject {
                    @Published var onboarding: OnboardingViewModel?
                    func startOnboarding() { onboarding = OnboardingViewModel() }
                }
                struct OnboardingView: View {
                    @StateObject var viewModel: OnboardingViewModel
                    var body: some View { Text(viewModel.step) }
                }
                final class OnboardingViewModel: ObservableObject {
                    @Published var step = ""
                    func next() { step = "next" }
                }
                """
            ]),
        // A function `body` passes on as a callback runs when it is called, not on render
        // (Tella-iOS' `CreateDriveFolderView`): the view it builds is made once per call.
        RuleExample(
            """
            struct CreateFolderView: View {
                @ObservedObject var folders: FolderModel
                var body: some View {
                    FolderForm(model: folders, onCreated: showReports)
                }
                private func showReports() {
                    navigateTo(destination: reportsView)
                }
                private var reportsView: ReportsView {
                    ReportsView(viewModel: ReportsViewModel())
                }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/ReportsView.swift": """
                struct ReportsView: View {
                    @ObservedObject var viewModel: ReportsViewModel
                    var body: some View { Text(viewModel.title) }
                }
                final class ReportsViewModel: ObservableObject {
                    @Published var title = ""
                    func load() { title = "Reports" }
                }
                """
            ]),
        // Put in the environment where no view reads a `Clock` from it (Tella-iOS), or given to a
        // view that owns a `RouteModel` of its own and hands that one down (Splito).
        RuleExample(
            """
            struct MainRouteView: View {
                @State private var tick = 0
                var body: some View {
                    HomeRouteView()
                        .environmentObject(RouteModel())
                        .environmentObject(Clock())
                }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/HomeRouteView.swift": """
                struct HomeRouteView: View {
                    @StateObject private var viewModel = RouteModel()
                    var body: some View { ActivityView().environmentObject(viewModel) }
                }
                struct ActivityView: View {
                    @EnvironmentObject var route: RouteModel
                    var body: some View { Text(route.path) }
                }
                final class RouteModel: ObservableObject {
                    @Published var path = ""
                    func push(_ next: String) { path = next }
                }
                final class Clock: ObservableObject {
                    @Published var now = 0
                    func tick() { now += 1 }
                }
                """
            ]),
        // A preview harness whose name starts with `_`, built only by `#Preview` (VirtualBuddy).
        RuleExample(
            """
            private struct _ControlsPreview: View {
                var body: some View {
                    Text("Preview").toolbar { ControlsView().environmentObject(StateController()) }
                }
            }

            #Preview {
                _ControlsPreview()
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/StateController.swift": """
                final class StateController: ObservableObject {
                    @Published var state = 0
                    func start() { state = 1 }
                }
                """
            ]),
        // The object the environment gets is owned (`@StateObject`), or made in an action.
        RuleExample(
            """
            struct SessionConfigurationView: View {
                @StateObject private var settings = ConfigurationViewModel("main")
                var body: some View {
                    ConfigurationSheet()
                        .environmentObject(settings)
                    Button("Reset") { AppWindows.show(ConfigurationSheet().environmentObject(ConfigurationViewModel("new"))) }
                }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/ConfigurationViewModel.swift": """
                final class ConfigurationViewModel: ObservableObject {
                    @Published var name: String
                    init(_ machine: String) { name = machine }
                    func rename(_ newName: String) { name = newName }
                }
                """,
                "Sources/App/ConfigurationSheet.swift": """
                struct ConfigurationSheet: View {
                    @EnvironmentObject var viewModel: ConfigurationViewModel
                    var body: some View { TextField("Name", text: $viewModel.name) }
                }
                """,
            ]),
        // An object whose lazy property creates only objects that change nothing themselves
        // holds no state to lose.
        RuleExample(
            """
            struct StaticResponseView: View {
                @ObservedObject var task: NetworkTask
                var body: some View {
                    StaticViewer(viewModel: StaticFileModel(data: task.body))
                }
            }
            """, convention: .plain,
            supportingFiles: lazyHolderFiles.merging(fileViewerFiles) { $1 }.merging([
                "Sources/App/StaticViewer.swift": """
                struct StaticViewer: View {
                    @ObservedObject var viewModel: StaticFileModel
                    var body: some View { Text(viewModel.contents.text) }
                }
                final class StaticFileModel: ObservableObject {
                    private let data: String?
                    private(set) lazy var contents = StaticTextModel(text: data ?? "")
                    init(data: String?) { self.data = data }
                }
                final class StaticTextModel: ObservableObject {
                    let text: String
                    init(text: String) { self.text = text }
                }
                """
            ]) { $1 }),
        // Linphone (sealed round 13): the fallback stands in for the view's own `@State` object
        // until the view sets it, which it keeps from then on.
        RuleExample(
            """
            struct CallView: View {
                @State private var participants: ParticipantsModel?
                @State private var showsList = false
                var body: some View {
                    if showsList {
                        ParticipantsList(model: participants ?? ParticipantsModel())
                            .onAppear { participants = ParticipantsModel() }
                    }
                }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/Participants.swift": """
                final class ParticipantsModel: ObservableObject {
                    @Published var selected: [String] = []
                    func select(_ name: String) { selected.append(name) }
                }
                struct ParticipantsList: View {
                    @ObservedObject var model: ParticipantsModel
                    var body: some View { Text("\\(model.selected.count)") }
                }
                """
            ]),
        // Jami (sealed round 12): the fallback after a lookup stands in for an entry the view
        // model keeps; the view model's own object is handed on.
        RuleExample(
            """
            struct ContactPicker: View {
                @ObservedObject var viewModel: ContactPickerModel
                var body: some View {
                    ForEach(viewModel.ids, id: \\.self) { id in
                        AvatarRow(avatar: viewModel.avatars[id] ?? AvatarModel(size: 45))
                    }
                }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/ContactPicker.swift": """
                final class ContactPickerModel: ObservableObject {
                    @Published var ids: [String] = []
                    var avatars: [String: AvatarModel] = [:]
                    func load(_ ids: [String]) {
                        for id in ids { avatars[id] = AvatarModel(size: 45) }
                        self.ids = ids
                    }
                }
                final class AvatarModel: ObservableObject {
                    @Published var image: String?
                    let size: Int
                    init(size: Int) { self.size = size }
                    func fetch() { image = "avatar" }
                }
                struct AvatarRow: View {
                    @ObservedObject var avatar: AvatarModel
                    var body: some View { Text(avatar.image ?? "") }
                }
                """
            ]),
        // A holder kept in `@State`, or handed in, is not made again with the view: its lazy
        // object lives as long as it does.
        RuleExample(
            """
            struct DetailsView: View {
                @State private var details = DetailsHolder { "body" }
                let shared: DetailsHolder
                var body: some View {
                    if let viewModel = details.text { TextViewer(viewModel: viewModel) }
                    if let other = shared.text { TextViewer(viewModel: other) }
                }
            }
            """, convention: .plain,
            supportingFiles: lazyHolderFiles),
        // Sealed round 5's classes. A preview harness: only previews build it.
        RuleExample(
            """
            struct FeedSettings: View {
                @ObservedObject var vm: FeedViewModel
                var body: some View { Text(vm.title) }
            }
            struct FeedSettingsTester: View {
                @ObservedObject var tester = FeedViewModel()
                var body: some View { NavigationStack { FeedSettings(vm: FeedViewModel()) } }
            }
            struct FeedSettings_Previews: PreviewProvider {
                static var previews: some View { FeedSettingsTester() }
            }
            final class FeedViewModel: ObservableObject {
                @Published var title = ""
                func load() { title = "Loaded" }
            }
            """, convention: .plain),
        // A hosting controller's root, built once per controller, creating its model where it
        // declares it; and a root that holds nothing observed, so its `body` runs once.
        RuleExample(
            """
            final class HistoryDebugViewController: UIHostingController<HistoryDebugRootView> {
                required init?(coder: NSCoder) { super.init(coder: coder, rootView: HistoryDebugRootView()) }
            }
            struct HistoryDebugRootView: View {
                @ObservedObject var model = HistoryDebugViewModel()
                var body: some View { List(model.history, id: \\.self) { Text($0) } }
            }
            final class HistoryDebugViewModel: ObservableObject {
                @Published var history: [String] = []
                func reload() { history = [] }
            }
            final class PluginListHostingController: UIHostingController<PluginListView> {
                init(names: [String]) { super.init(rootView: PluginListView(names: names)) }
                required init?(coder: NSCoder) { nil }
            }
            struct PluginListView: View {
                let names: [String]
                var body: some View {
                    ForEach(names, id: \\.self) { PluginRow(viewModel: PluginRowViewModel(name: $0)) }
                }
            }
            struct PluginRow: View {
                @ObservedObject var viewModel: PluginRowViewModel
                var body: some View { Text(viewModel.name) }
            }
            final class PluginRowViewModel: ObservableObject {
                @Published var name: String
                init(name: String) { self.name = name }
                func rename(_ new: String) { name = new }
            }
            """, convention: .plain),
        // The sheet's item, a closure parameter named like the view's property, and an
        // environment object its owner keeps for the whole subtree.
        RuleExample(
            """
            struct OrderShippingSection: View {
                @ObservedObject var viewModel: ShippingSectionViewModel
                @EnvironmentObject var settings: SettingsViewModel
                var body: some View {
                    Text("Shipping").sheet(item: $viewModel.details) { viewModel in
                        ShippingLineDetails(viewModel: viewModel)
                    }
                    NavigationLink("Manage") { SubscriptionSettingsView(settings: settings) }
                }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/ShippingLineDetails.swift": """
                struct ShippingLineDetails: View {
                    @StateObject var viewModel: ShippingLineViewModel
                    var body: some View { Text(viewModel.title) }
                }
                struct SubscriptionSettingsView: View {
                    @StateObject var settings: SettingsViewModel
                    var body: some View { Text(settings.plan) }
                }
                """
            ]),
        // Injected through `init`, or created with `@StateObject`.
        RuleExample(
            """
            struct HistoryInspectorView: View {
                @ObservedObject private var model: HistoryInspectorModel
                @StateObject private var button: SubscribeButtonModel
                init(model: HistoryInspectorModel, podcast: String) {
                    self.model = model
                    _button = StateObject(wrappedValue: SubscribeButtonModel(podcast: podcast))
                }
                var body: some View { Text(model.title) }
            }
            """, convention: .plain),
        RuleExample(
            """
            struct ProfileView: View {
                @ObservedObject var viewModel: ProfileViewModel
                var body: some View { Text(viewModel.name) }
            }
            """, convention: .plain),
        RuleExample(
            """
            struct ProfileView: View {
                @StateObject private var viewModel = ProfileViewModel()
                @ObservedObject var settings = AppSettings.shared
                var body: some View { Text(viewModel.name) }
            }
            """, convention: .plain),
        RuleExample(
            """
            final class Holder {
                @ObservedObject var viewModel = ProfileViewModel()
            }
            """, convention: .plain),
        // The child owns what it is given, or observes the parent's object; a display object
        // of constants made per row loses nothing; a child's `@StateObject` given a new object.
        RuleExample(
            """
            struct BinListView: View {
                @StateObject var model: BinListViewModel
                @StateObject private var options = SelectionOptionsViewModel()
                let rows: [Row]
                var body: some View {
                    VStack {
                        SelectionOptionsView(viewModel: options)
                        OwningOptionsView(viewModel: SelectionOptionsViewModel())
                        OwningOptionsView(viewModel: options)
                        ForEach(rows) { row in RowView(viewModel: RowViewModel(row: row)) }
                    }
                }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/SelectionOptionsView.swift": """
                struct SelectionOptionsView: View {
                    @ObservedObject var viewModel: SelectionOptionsViewModel
                    var body: some View { Text(viewModel.title) }
                }
                struct OwningOptionsView: View {
                    @StateObject var viewModel: SelectionOptionsViewModel
                    var body: some View { Text(viewModel.title) }
                }
                final class SelectionOptionsViewModel: ObservableObject {
                    @Published var title = ""
                }
                struct RowView: View {
                    @ObservedObject var viewModel: RowViewModel
                    var body: some View { Text(viewModel.title) }
                }
                final class RowViewModel: ObservableObject {
                    let title: String
                    init(row: Row) { title = row.title }
                }
                """
            ]),
        // Built once per tap, in an action or a helper only an action reads.
        RuleExample(
            """
            struct ServerSelectionView: View {
                @StateObject var model: ServerSelectionViewModel
                init() {
                    _model = StateObject(wrappedValue: ServerSelectionViewModel())
                }
                var body: some View {
                    VStack {
                        Button { model.navigate(to: OptionsPicker(viewModel: OptionsViewModel())) } label: { Text(model.title) }
                        Button(model.title) { model.navigate(to: reportsView) }
                    }
                    .onAppear { model.prepare(OptionsPicker(viewModel: OptionsViewModel())) }
                }
                private var reportsView: some View { OptionsPicker(viewModel: OptionsViewModel()) }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/OptionsPicker.swift": """
                struct OptionsPicker: View {
                    @ObservedObject var viewModel: OptionsViewModel
                    var body: some View { Text(viewModel.title) }
                }
                final class OptionsViewModel: ObservableObject {
                    @Published var title = ""
                    func load() { title = "Loaded" }
                }
                """
            ]),
        // Built only as the root of a hosting controller (however the call is laid out): no
        // SwiftUI parent builds it again. A comment naming it builds nothing.
        RuleExample(
            """
            struct VideoContentView: View {
                @ObservedObject var player: VideoPlayerModel
                init(url: URL) {
                    _player = ObservedObject(initialValue: VideoPlayerModel(url: url))
                }
                var body: some View { Text(player.title) }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/VideoViewController.swift": """
                final class VideoViewController: UIViewController {
                    func show(_ url: URL) {
                        let host = UIHostingController(rootView: VideoContentView(url: url))
                        present(host, animated: true)
                    }
                }
                struct VideoContentView_Previews: PreviewProvider {
                    static var previews: some View { VideoContentView(url: URL(string: "https://example.com")!) }
                }
                """,
                "Sources/App/VideoScreens.swift": """
                enum VideoScreens {
                    static func player(for url: URL) -> UIViewController {
                        UIHostingController(rootView:
                            VideoContentView(url: url).ignoresSafeArea())
                    }
                }
                struct VideoRow: View {
                    let url: URL
                    // Tapping could push VideoContentView(url: url) instead.
                    var body: some View { Text(url.absoluteString) }
                }
                """,
            ]),
        // Built only in an action (pushed once per tap), not on a parent's render path.
        RuleExample(
            """
            struct ServerSelectionView: View {
                @ObservedObject var dropbox: DropboxServerViewModel
                init(server: Server) {
                    _dropbox = ObservedObject(wrappedValue: DropboxServerViewModel(server: server))
                }
                var body: some View { Text(dropbox.title) }
            }
            struct ServersListView: View {
                let router: AppRouter
                let server: Server
                var body: some View {
                    Button("Add") { router.navigateTo(destination: ServerSelectionView(server: server)) }
                }
            }
            """, convention: .plain),
        // Objects that change no state of their own in their methods: a mirror of a
        // publisher subscribed to in `init`, constants with a callback, a style.
        RuleExample(
            """
            struct CoverPicker: View {
                @StateObject var model: CoverPickerViewModel
                var body: some View {
                    VStack {
                        OptionsView(viewModel: OptionsViewModel(provider: model))
                        ColorsGridView(viewModel: ColorsGridViewModel(onSelect: model.select))
                        BookmarksListView(style: BookmarksTabStyle())
                    }
                }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/Pickers.swift": """
                struct OptionsView: View {
                    @ObservedObject var viewModel: OptionsViewModel
                    var body: some View { Text(viewModel.items.first ?? "") }
                }
                final class OptionsViewModel: ObservableObject {
                    @Published var items: [String] = []
                    private var subscription: AnyCancellable?
                    init(provider: CoverPickerViewModel) {
                        subscription = provider.$options.sink { [weak self] in self?.items = $0 }
                    }
                }
                struct ColorsGridView: View {
                    @ObservedObject var viewModel: ColorsGridViewModel
                    var body: some View { Text(viewModel.title) }
                }
                final class ColorsGridViewModel: ObservableObject {
                    var title = "Colors"
                    let onSelect: (String) -> Void
                    init(onSelect: @escaping (String) -> Void) { self.onSelect = onSelect }
                    func choose(_ color: String) { onSelect(color) }
                }
                struct BookmarksListView: View {
                    @ObservedObject var style: BookmarksTabStyle
                    var body: some View { Text("").foregroundStyle(style.text) }
                }
                final class BookmarksTabStyle: ObservableObject {
                    var theme = Theme.shared
                    var text: Color { theme.primaryText }
                }
                """
            ]),
        // A theme observer declares no state of its own, an immutable presenter only
        // constants: re-creating either loses nothing.
        RuleExample(
            """
            struct BookmarkListView: View {
                @ObservedObject var viewModel: BookmarkListViewModel
                @ObservedObject var style = ThemedBookmarksStyle()
                @ObservedObject var row: BookmarkRowViewModel
                init(viewModel: BookmarkListViewModel, bookmark: Bookmark) {
                    self.viewModel = viewModel
                    self.row = .init(bookmark: bookmark)
                }
                var body: some View { Text(viewModel.title).foregroundStyle(style.primaryText) }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/ThemedBookmarksStyle.swift": """
                final class ThemedBookmarksStyle: ThemeObserver {
                    var primaryText: Color { theme.primaryText01 }
                }
                final class BookmarkRowViewModel: ObservableObject {
                    let title: String
                    init(bookmark: Bookmark) { title = bookmark.title }
                }
                """
            ]),
        // A default argument no rendering parent leaves out creates nothing on re-render; an
        // object that assigns its state from someone else's publisher, sending no events of its
        // own, mirrors it and loses nothing.
        RuleExample(
            """
            struct LegView: View {
                @StateObject private var arrival = ArrivalModel()
                var body: some View {
                    VStack {
                        StopRow(name: "Berlin", arrival: arrival)
                        ClockView(clock: ClockModel(ticks: Timer.publish(every: 1, on: .main, in: .common).autoconnect()))
                    }
                }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/StopRow.swift": """
                import Combine
                import SwiftUI

                final class ArrivalModel: ObservableObject {
                    @Published var minutes = 0
                    func tick() { minutes += 1 }
                }
                struct StopRow: View {
                    @ObservedObject var arrival: ArrivalModel
                    let name: String
                    init(name: String, arrival: ArrivalModel = ArrivalModel()) {
                        self.name = name
                        self.arrival = arrival
                    }
                    var body: some View { Text(name + "\\(arrival.minutes)") }
                }
                final class ClockModel: ObservableObject {
                    @Published var now = Date()
                    private var bag = Set<AnyCancellable>()
                    init(ticks: some Publisher<Date, Never>) {
                        ticks.assign(to: \\.now, on: self).store(in: &bag)
                    }
                }
                struct ClockView: View {
                    @ObservedObject var clock: ClockModel
                    var body: some View { Text(clock.now, style: .time) }
                }
                """
            ]),
    ]

    static let corrections: [RuleCorrection] = [
        RuleCorrection(
            RuleExample(
                """
                struct ProfileView: View {
                    @ObservedObject var viewModel = ProfileViewModel()
                    var body: some View { Text(viewModel.name) }
                }
                """, convention: .plain),
            after: """
                struct ProfileView: View {
                    @StateObject var viewModel = ProfileViewModel()
                    var body: some View { Text(viewModel.name) }
                }
                """
        )
    ]

    /// An observable object that changes nothing itself but whose lazy property creates, through
    /// a method, one that does (Pulse's `FileViewerViewModel`), and the view observing it.
    private static let fileViewerFiles: [String: String] = [
        "Sources/App/FileModel.swift": """
        final class NetworkTask: ObservableObject {
            @Published var body: String?
            func finish(_ body: String) { self.body = body }
        }
        final class FileModel: ObservableObject {
            private let data: String?
            private(set) lazy var contents: Contents = render(data ?? "")
            init(data: String?) { self.data = data }
            enum Contents { case text(TextViewerModel) }
            private func render(_ data: String) -> Contents {
                .text(TextViewerModel(text: data))
            }
        }
        """,
        "Sources/App/FileViewer.swift": """
        struct FileViewer: View {
            @ObservedObject var viewModel: FileModel
            var body: some View {
                switch viewModel.contents {
                case .text(let model): TextViewer(viewModel: model)
                }
            }
        }
        """,
    ]

    /// A holder whose `lazy var` creates the object a child observes (Pulse's
    /// `NetworkDetailsViewModel`), and the child, declared again for tvOS as Pulse does.
    private static let lazyHolderFiles: [String: String] = [
        "Sources/App/Holders.swift": """
        final class DetailsHolder {
            private(set) lazy var text = makeString().map { TextViewerModel(text: $0) }
            private let makeString: () -> String?
            init(_ makeString: @escaping () -> String?) { self.makeString = makeString }
        }
        final class TextViewerModel: ObservableObject {
            @Published var text: String
            @Published var matches: [String] = []
            init(text: String) { self.text = text }
            func search(_ term: String) { matches = [term] }
        }
        """,
        "Sources/App/TextViewer.swift": """
        struct TextViewer: View {
            @ObservedObject var viewModel: TextViewerModel
            var body: some View { Text(viewModel.text) }
        }
        """,
        "Sources/App/TextViewer-tvos.swift": """
        #if os(tvOS)
        struct TextViewer: View {
            let viewModel: TextViewerModel
            var body: some View { Text(viewModel.text) }
        }
        #endif
        """,
    ]

    /// Sleepy's recorder and the tab view building `list` (sealed round 16).
    private static func soundsView(building list: String) -> String {
        """
        import SwiftUI

        final class AudioRecorder: ObservableObject {
            @Published var title = ""
            func record() { title = "Recording" }
        }
        struct SoundsView: View {
            @StateObject private var audioRecorder = AudioRecorder()
            var body: some View { \(list) }
        }
        """
    }
}
