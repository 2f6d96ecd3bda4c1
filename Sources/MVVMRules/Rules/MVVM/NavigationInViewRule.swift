import MVVMAnalyzerCore

/// A view that navigates itself instead of letting its view model drive navigation.
public struct NavigationInViewRule: Rule {
    public static let description = RuleDescription(
        id: "mvvm/navigation-in-view",
        name: "Navigation in view",
        defaultSeverities: .everywhere(.warning),
        summary: """
        A view that renders a view model holds a router and calls navigation API on it \
        (`push`, `pop…`, `navigate…`, `present…`, `route…`, `goTo…`, `open(…)`, `dismiss()`), \
        or reaches a navigator type directly (`AppNavigator.shared.push(…)`); in plain code only \
        where the app's own view models navigate with that router; in the FOSMVVM and contract \
        conventions also a view that merely holds a type declared with navigation API.
        """,
        rationale: """
        Views only know their view model: user actions call view-model methods \
        (`viewModel.didSelect(item)`) and the view model drives navigation. A view navigating \
        itself couples screens together and cannot be previewed or snapshot-tested alone. A \
        router is a type declared with navigation API or one the view calls such API on, never \
        a word in a name. Not reported: views with no view model (app-level navigation \
        containers, rows), SwiftUI environment values (`@Environment(\\.dismiss)`), \
        representable `Coordinator`s and objects whose methods only report intents \
        (`coordinator.loginTapped()`); in plain code also a screen's own routing protocol \
        declared beside it, and any router no view model of the app navigates with: such a team \
        navigates from its views by design (an environment router, a bridge to UIKit \
        navigation), and asking one view to do otherwise states a preference, not a defect.
        """,
        triggeringExamples: [
            RuleExample("""
            struct CharacterListView: View {
                let viewModel: CharacterListViewModel
                let ↓router↑: RouterContract
                var body: some View { Button("Open") { viewModel.didSelect(.detail) } }
            }
            """, convention: .contract, supportingFiles: [
                "Sources/App/RouterContract.swift": """
                protocol RouterContract { func navigate(to route: Route) }
                """,
            ]),
            RuleExample("""
            struct CharacterListView: View {
                let viewModel: CharacterListViewModel
                let ↓router↑: Router
                var body: some View { Button(viewModel.openTitle) { router.navigate(to: .detail) } }
            }
            """, convention: .contract),
            // Plain code: reported where the app's view models navigate with the same router.
            RuleExample("""
            struct CartScreen: View {
                @StateObject private var viewModel: CartViewModel
                let ↓router↑: AppRouter
                var body: some View {
                    Button(viewModel.checkoutTitle) { router.push(.checkout) }
                }
            }
            """, convention: .plain, supportingFiles: [
                "Sources/App/OrdersViewModel.swift": """
                final class OrdersViewModel: ObservableObject {
                    private let router: AppRouter
                    init(router: AppRouter) { self.router = router }
                    func didSelect(_ order: Order) { router.push(.order(order.id)) }
                }
                """,
            ]),
            // A result thrown away on purpose is still a call made for its effect.
            RuleExample("""
            struct StatusDetailView: View {
                @State private var viewModel: StatusDetailViewModel
                @Environment(RouterPath.self) private var ↓routerPath↑
                var body: some View {
                    Button(viewModel.closeTitle) { _ = routerPath.path.popLast() }
                }
            }
            """, convention: .plain, supportingFiles: [
                "Sources/App/StatusRowViewModel.swift": """
                @Observable final class StatusRowViewModel {
                    let routerPath: RouterPath
                    init(routerPath: RouterPath) { self.routerPath = routerPath }
                }
                """,
            ]),
            RuleExample("""
            struct FeedView: View {
                @StateObject private var viewModel = FeedViewModel()
                @EnvironmentObject private var ↓router↑: AppRouter
                var body: some View {
                    List(viewModel.articles) { article in Button(article.title) { self.router.open(article) } }
                }
            }
            """, convention: .plain, supportingFiles: [
                "Sources/App/ArticleViewModel.swift": """
                final class ArticleViewModel: ObservableObject {
                    var router: AppRouter?
                    func openAuthor() { router?.open(.author) }
                }
                """,
            ]),
            RuleExample("""
            struct HomeView: View {
                @StateObject private var viewModel = HomeViewModel()
                var body: some View {
                    Button(viewModel.profileTitle) { ↓AppNavigator.shared.push↑(.profile) }
                }
            }
            """, convention: .plain, supportingFiles: [
                "Sources/App/AppNavigator.swift": """
                final class AppNavigator {
                    static let shared = AppNavigator()
                    var path: [Route] = []
                    func push(_ route: Route) { path.append(route) }
                }
                """,
                "Sources/App/WelcomeViewModel.swift": """
                final class WelcomeViewModel: ObservableObject {
                    func didTapSignIn() { AppNavigator.shared.push(.signIn) }
                }
                """,
            ]),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            struct CharacterListView: View {
                let viewModel: CharacterListViewModel
                var body: some View { Button("Open") { viewModel.didSelect(.detail) } }
            }
            """, convention: .contract),
            // A view model the view never reads (left over) does not make it a screen that
            // should delegate navigation; nor does a `@Binding` to another view's view model.
            RuleExample("""
            struct StoryCard: View {
                @StateObject private var pricing = PricingViewModel()
                @Binding var followButtonViewModel: FollowButtonViewModel?
                var body: some View { Button("Upgrade") { AppNavigator.shared.push(.upsell) } }
            }
            """, convention: .plain, supportingFiles: [
                "Sources/App/AppNavigator.swift": """
                final class AppNavigator {
                    static let shared = AppNavigator()
                    var path: [Route] = []
                    func push(_ route: Route) { path.append(route) }
                }
                """,
            ]),
            // A toast centre is not a router: `dismiss(id:)` does not make one, and a call whose
            // result the view keeps (`let id = toasts.showProgress()`) is a command, not navigation.
            RuleExample("""
            struct StatusRowView: View {
                @State private var viewModel: StatusRowViewModel
                @Environment(ToastCenter.self) private var toastCenter
                let toasts: ToastCenter
                var body: some View { Button(viewModel.deleteTitle) { let id = toasts.showProgress(); print(id) } }
            }
            """, convention: .plain, supportingFiles: [
                "Sources/App/ToastCenter.swift": """
                @Observable final class ToastCenter {
                    func showProgress() -> UUID { UUID() }
                    func dismiss(id: UUID) {}
                }
                """,
            ]),
            RuleExample("""
            struct RootView: View {
                @State private var path = NavigationPath()
                var body: some View { NavigationStack(path: $path) { Text("Root") } }
            }
            """, convention: .plain),
            RuleExample("""
            final class HomeViewModel {
                private let router: RouterContract
                init(router: RouterContract) { self.router = router }
                func didTapProfile() { router.navigate(to: .profile) }
            }
            """, convention: .plain),
            RuleExample("""
            #Preview {
                HomeView(viewModel: HomeViewModel(router: RouterPreviewMock()))
            }
            """, convention: .contract),
            // An app-level navigation container: it hosts navigation and renders no view model.
            RuleExample("""
            struct NavigationContainerView<Content: View>: View {
                @Bindable var navigationCoordinator: NavigationCoordinator
                @ViewBuilder let content: Content
                var body: some View {
                    NavigationStack(path: $navigationCoordinator.path) { content }
                        .sheet(item: $navigationCoordinator.sheet) { _ in navigationCoordinator.dismiss() }
                }
            }
            """, convention: .contract, supportingFiles: [
                "Sources/App/NavigationCoordinator.swift": """
                @Observable final class NavigationCoordinator {
                    var path: [Route] = []
                    func push(_ route: Route) { path.append(route) }
                }
                """,
            ]),
            // "Coordinator" in a name is not a role: a Combine subject, a representable's
            // `Coordinator`, a registration coordinator.
            RuleExample("""
            struct FormFieldView: View {
                @ObservedObject var viewModel: FormFieldViewModel
                private let coordinator = FormFieldCoordinator()
                private let liveCoordinator: LiveRegistrationCoordinator
                var body: some View {
                    TextField("", text: $viewModel.text)
                        .onChange(of: viewModel.text) { coordinator.subject.send($0) }
                }
            }
            struct ScrollViewWithOffset: UIViewRepresentable {
                let viewModel: ScrollViewModel
                let coordinator: Coordinator
                func makeCoordinator() -> Coordinator { Coordinator() }
                final class Coordinator: NSObject {}
            }
            """, convention: .contract),
            // An app-wide router from the environment, used in a row fed a model value.
            RuleExample("""
            struct TagRowView: View {
                @Environment(RouterPath.self) private var routerPath
                let tag: Tag
                var body: some View {
                    Button(tag.name) { routerPath.navigate(to: .hashTag(tag: tag.name)) }
                }
            }
            """, convention: .plain, supportingFiles: [
                "Sources/App/RouterPath.swift": """
                @Observable final class RouterPath {
                    var path: [RouterDestination] = []
                    func navigate(to destination: RouterDestination) { path.append(destination) }
                }
                """,
            ]),
            // `push` on a type declared without navigation API is not navigation (a git push).
            RuleExample("""
            struct SyncView: View {
                @StateObject var viewModel = SyncViewModel()
                @ObservedObject var sourceControlManager: SourceControlManager
                var body: some View { Button(viewModel.title) { Task { try await sourceControlManager.push() } } }
            }
            """, convention: .plain, supportingFiles: [
                "Sources/App/SourceControlManager.swift": """
                final class SourceControlManager: ObservableObject {
                    func push() async throws {}
                    func pull() async throws {}
                }
                """,
            ]),
            // A screen's own routing protocol, taken in `init` and mocked in previews.
            RuleExample("""
            struct LoginView: View {
                @StateObject var viewModel: LoginViewModel
                let router: LoginRouting
                var body: some View { Button(viewModel.title) { router.presentSignUp() } }
            }
            """, path: "Sources/App/Login/LoginView.swift", convention: .plain, supportingFiles: [
                "Sources/App/Login/LoginRouting.swift": """
                protocol LoginRouting { func presentSignUp() }
                """,
            ]),
            // A coordinator acting as the screen's model: its intent methods are not navigation
            // API, and a view with no view model has none to hand navigation to.
            RuleExample("""
            struct LoginButtons: View {
                let viewModel: LoginButtonsViewModel
                let coordinator: LoginCoordinator
                var body: some View { Button(viewModel.title) { coordinator.loginTapped() } }
            }
            struct EnvironmentRow: View {
                @Environment(\\.dismiss) private var dismiss
                @Environment(\\.presentationMode) private var presentationMode
                let viewModel: RowViewModel
                var body: some View {
                    Button(viewModel.title) { presentationMode.wrappedValue.dismiss() }
                }
            }
            struct SettingsScreen: View {
                @EnvironmentObject private var coordinator: AppCoordinator
                var body: some View { Button("Done") { coordinator.dismiss() } }
            }
            """, convention: .plain),
            // Plain code whose view models never navigate: the team navigates from its views by
            // design, through an environment bridge to UIKit navigation or a router property
            // wrapper; asking one view to do otherwise is a preference, not a defect.
            RuleExample("""
            struct HistoryView: View {
                @StateObject private var viewModel = HistoryViewModel()
                @EnvironmentObject private var path: NavigationCoordinator
                var body: some View {
                    List(viewModel.entries) { entry in
                        Button(entry.title) { path.push(MangaViewController(manga: entry.manga)) }
                    }
                }
            }
            struct ServerUsersView: View {
                @Router private var router
                @StateObject private var viewModel = ServerUsersViewModel()
                var body: some View {
                    List(viewModel.users) { user in Button(user.name) { router.route(to: .userDetails(user)) } }
                        .toolbar { Button(viewModel.doneTitle) { router.dismiss() } }
                }
            }
            """, convention: .plain, supportingFiles: [
                "Sources/App/NavigationCoordinator.swift": """
                final class NavigationCoordinator: ObservableObject {
                    func push(_ controller: UIViewController) {}
                    func present(_ controller: UIViewController) {}
                }
                """,
                "Sources/App/HistoryViewModel.swift": """
                final class HistoryViewModel: ObservableObject {
                    @Published var entries: [HistoryEntry] = []
                    func load() async {}
                }
                """,
            ]),
            // A row declared inside a screen's extension navigates on its own: the screen, which
            // holds a router of the same name, does not.
            RuleExample("""
            struct DownloadListView: View {
                @ObservedObject var viewModel: DownloadListViewModel
                @EnvironmentObject private var router: AppRouter
                var body: some View { List(viewModel.tasks) { DownloadTaskRow(task: $0) } }
            }
            extension DownloadListView {
                struct DownloadTaskRow: View {
                    @EnvironmentObject private var router: AppRouter
                    let task: DownloadTask
                    var body: some View { Button(task.title) { router.push(.task(task.id)) } }
                }
            }
            """, convention: .plain, supportingFiles: [
                "Sources/App/OrdersViewModel.swift": """
                final class OrdersViewModel: ObservableObject {
                    private let router: AppRouter
                    init(router: AppRouter) { self.router = router }
                    func didSelect(_ order: Order) { router.push(.order(order.id)) }
                }
                """,
                "Sources/App/DownloadTask.swift": """
                struct DownloadTask: Identifiable { let id: UUID; let title: String }
                """,
            ]),
        ]
    )

    public init() {}

    public func check(_ file: SourceFile, context: RuleContext) -> [Diagnostic] {
        let views = file.facts.types.filter { $0.isView && !$0.isExtension }
        guard !views.isEmpty, context.convention != .plain || NavigationCallFinder.mayCallNavigation(file) else { return [] }
        var diagnostics: [Diagnostic] = []
        // The workspace is searched once per router, however many views of the file use it.
        var navigatingViewModels: [String: [String]] = [:]
        func teamHabit(navigatingWith navigator: String?) -> String? {
            guard context.convention == .plain else { return "" }
            guard let navigator else { return nil }
            let viewModels = navigatingViewModels[navigator]
                ?? NavigationRole.viewModels(navigatingWith: navigator, in: context.workspace)
            navigatingViewModels[navigator] = viewModels
            return Self.habitText(viewModels, navigator: navigator)
        }
        for view in views {
            let candidates = view.storedProperties.filter { property in
                !NavigationRole.isEnvironmentValue(property)
                    && !(property.heldTypeName.map(TypeName.looksLikeViewModel) ?? false)
            }
            // The view's declaration and its extensions in this file, less the types nested in
            // them (a row declared inside a screen is a view of its own).
            let ranges = file.facts.types.filter { $0.name == view.name }.map(\.range)
            let nested = file.facts.types.filter { $0.qualifiedName.hasPrefix(view.qualifiedName + ".") }.map(\.range)
            let calls = NavigationCallFinder.calls(in: file, within: ranges).filter { call in
                !nested.contains { $0.start <= call.range.start && call.range.end <= $0.end }
            }
            // Plain code reports only calls; the other conventions also a held router.
            guard !calls.isEmpty || context.convention != .plain else { continue }
            let declaredRouters = Set(candidates.filter { isDeclaredNavigation($0, context) }.map(\.name))
            guard !calls.isEmpty || !declaredRouters.isEmpty,
                  hasViewModel(view, besides: declaredRouters, in: file, context: context) else { continue }
            for property in candidates {
                let declared = isDeclaredNavigation(property, context)
                // A type declared in the workspace is a router only by its declaration
                // (`sourceControlManager.push()` is a git push); a model the view renders is one
                // only by its declaration (`model.showShareButton()` is the view model's job).
                let isKnownType = property.heldTypeName.map { context.workspace.declaration(of: $0, near: context.path) != nil } ?? false
                let isModel = context.workspace.viewModelTypeName(held: property, in: view) != nil
                let navigatesWith = calls.first { call in
                    guard call.root == property.name, !isModel || declared else { return false }
                    // Of a type not in the workspace, `show…` is too often a toast (`showProgress`).
                    return declared || isKnownType || !call.method.hasPrefix("show")
                }
                guard navigatesWith != nil || (declared && context.convention != .plain),
                      !isScreensOwnRouting(property, context: context),
                      let habit = teamHabit(navigatingWith: Self.navigator(of: property)) else { continue }
                let type = property.heldTypeName.map { " (`\($0)`)" } ?? ""
                let use = navigatesWith.map { " and navigates with it (`\($0.text)(…)`)" } ?? ", which navigates"
                diagnostics.append(context.diagnostic(
                    "The view holds `\(property.name)`\(type)\(use): call a view-model method and let the view model "
                        + "drive navigation" + habit,
                    at: property.nameRange
                ))
            }
            // `AppNavigator.shared.push(…)`: a type declared with navigation API, reached directly.
            for call in calls where call.root.first?.isUppercase == true
                && !view.storedProperties.contains(where: { $0.name == call.root })
                && NavigationRole.isNavigationType(call.root, workspace: context.workspace) {
                guard let habit = teamHabit(navigatingWith: call.root) else { continue }
                diagnostics.append(context.diagnostic(
                    "The view navigates with `\(call.text)(…)`: call a view-model method and let the view model "
                        + "drive navigation" + habit,
                    at: call.range
                ))
            }
        }
        return diagnostics
    }

    /// In plain code, the words to add to the message naming the app's view models that
    /// navigate with `navigator`; nil where none does (the team navigates from its views by
    /// design, or the navigator is unknown), and the view is then not reported. The other
    /// conventions require view-model-driven navigation and add nothing (see `check`).
    private static func habitText(_ viewModels: [String], navigator: String) -> String? {
        guard let first = viewModels.first else { return nil }
        let others = viewModels.count - 1
        let who = others == 0 ? "`\(first)` already does"
            : "`\(first)` and \(others) other view model\(others == 1 ? "" : "s") already do"
        return ", as \(who) with `\(navigator)`"
    }

    /// The type a property navigates with: the type it holds, else its property wrapper
    /// (`@Router var router`).
    private static func navigator(of property: PropertyFact) -> String? {
        property.heldTypeName ?? property.attributes.first?.name
    }

    private func isDeclaredNavigation(_ property: PropertyFact, _ context: RuleContext) -> Bool {
        property.heldTypeName.map { NavigationRole.isNavigationType($0, workspace: context.workspace) } ?? false
    }

    /// A screen's own routing protocol, declared beside it and taken in `init` (mocked in
    /// previews): a deliberate design in plain code.
    private func isScreensOwnRouting(_ property: PropertyFact, context: RuleContext) -> Bool {
        guard context.convention == .plain, !NavigationRole.isFromEnvironment(property),
              let held = property.heldTypeName, let declaration = context.workspace.declaration(of: held, near: context.path),
              declaration.type.kind == .protocol else { return false }
        return Self.folder(of: declaration.path) == Self.folder(of: context.path)
    }

    /// Whether the view was handed or owns a view model other than `excluded`: only then is there
    /// a view model to hand navigation to (app-level navigation containers and rows reading
    /// shared environment objects have none).
    /// Whether the view has a view model of its own that it uses: held (not a `@Binding` to
    /// someone else's) and read somewhere in the view.
    private func hasViewModel(_ view: TypeFact, besides excluded: Set<String>, in file: SourceFile,
                              context: RuleContext) -> Bool {
        view.storedProperties.contains { property in
            guard !excluded.contains(property.name), !NavigationRole.isFromEnvironment(property),
                  !property.attributes.contains(named: "Binding"),
                  property.name == "viewModel" || context.workspace.viewModelTypeName(held: property, in: view) != nil,
                  !MemberUseFinder.usedMembers(through: [property.name], in: file, within: view.range).isEmpty
            else { return false }
            // A plain display struct (`let model: ViewModel` of titles) has nothing to call.
            if context.convention == .plain, let held = property.heldTypeName,
               context.workspace.declaration(of: held, near: context.path)?.type.kind == .struct { return false }
            return true
        }
    }

    private static func folder(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
    }
}
