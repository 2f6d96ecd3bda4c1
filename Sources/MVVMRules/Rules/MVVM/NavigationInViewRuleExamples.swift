import MVVMAnalyzerCore

extension NavigationInViewRule {
    /// Swiyu's routing: a `Router<UIViewController>` subclass adopting a protocol of
    /// destinations, and a test double adopting it too.
    private static let swiyuRouting = """
        import UIKit

        public protocol RouterProtocol: AnyObject {
            func open(_ viewController: UIViewController, animated: Bool)
        }
        open class Router<VC: UIViewController>: RouterProtocol {
            public func open(_ viewController: UIViewController, animated: Bool) {}
        }
        public protocol HomeRoutes {
            func credentialDetail(_ id: String)
        }
        public class HomeRouter: Router<UIViewController>, HomeRoutes {
            public func credentialDetail(_ id: String) {}
        }
        final class HomeRouterMock: HomeRoutes {
            func credentialDetail(_ id: String) {}
        }
        """

    static let triggeringExamples: [RuleExample] = [
        // Swiyu (sealed round 13): the view model routes the screen through its router (a
        // protocol only a `Router` subclass adopts, besides a test double); the view pushes
        // settings itself.
        RuleExample(
            """
            struct HomeView: View {
                @StateObject private var viewModel: HomeViewModel
                var body: some View {
                    List(viewModel.ids, id: \\.self) { id in Button(id) { viewModel.open(id) } }
                    ↓NavigationLink↑(destination: PrivacyView(), isActive: $viewModel.showsPrivacy) { EmptyView() }
                    ↓NavigationLink↑ { LicencesView() } label: { Text("Licences") }
                    NavigationLink(value: "about") { Text("About") }
                }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/Routing.swift": swiyuRouting,
                "Sources/App/HomeViewModel.swift": """
                import Combine

                final class HomeViewModel: ObservableObject {
                    @Published var ids: [String] = []
                    @Published var showsPrivacy = false
                    private let router: HomeRoutes
                    init(router: HomeRoutes) { self.router = router }
                    func open(_ id: String) { router.credentialDetail(id) }
                }
                """,
            ]),
        RuleExample(
            """
            struct CharacterListView: View {
                let viewModel: CharacterListViewModel
                let ↓router↑: RouterContract
                var body: some View { Button("Open") { viewModel.didSelect(.detail) } }
            }
            """, convention: .contract,
            supportingFiles: [
                "Sources/App/RouterContract.swift": """
                protocol RouterContract { func navigate(to route: Route) }
                """
            ]),
        RuleExample(
            """
            struct CharacterListView: View {
                let viewModel: CharacterListViewModel
                let router: Router
                var body: some View { Button(viewModel.openTitle) { ↓router.navigate↑(to: .detail) } }
            }
            """, convention: .contract),
        // Plain code: reported where the view's own view model navigates with the same router.
        RuleExample(
            """
            struct CartScreen: View {
                @StateObject private var viewModel: CartViewModel
                let router: AppRouter
                var body: some View {
                    Button(viewModel.checkoutTitle) { ↓router.push↑(.checkout) }
                }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/CartViewModel.swift": """
                final class CartViewModel: ObservableObject {
                    private let router: AppRouter
                    init(router: AppRouter) { self.router = router }
                    func didSelect(_ item: CartItem) { router.push(.product(item.id)) }
                }
                """
            ]),
        // A result thrown away on purpose is still a call made for its effect.
        RuleExample(
            """
            struct StatusDetailView: View {
                @State private var viewModel: StatusDetailViewModel
                @Environment(RouterPath.self) private var routerPath
                var body: some View {
                    Button(viewModel.closeTitle) { _ = ↓routerPath.path.popLast↑() }
                }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/StatusDetailViewModel.swift": """
                @Observable final class StatusDetailViewModel {
                    let routerPath: RouterPath
                    init(routerPath: RouterPath) { self.routerPath = routerPath }
                    func openAuthor(_ id: String) { routerPath.navigate(to: .accountDetail(id: id)) }
                }
                """
            ]),
        // A router from the app's own environment key, where the view model navigates with it.
        RuleExample(
            """
            struct OrderScreen: View {
                @StateObject private var viewModel: OrderViewModel
                @Environment(\\.router) private var router: AppRouter
                var body: some View {
                    Button(viewModel.payTitle) { ↓router.push↑(.payment) }
                }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/OrderViewModel.swift": """
                final class OrderViewModel: ObservableObject {
                    private let router: AppRouter
                    init(router: AppRouter) { self.router = router }
                    func didSelect(_ line: OrderLine) { router.push(.line(line.id)) }
                }
                """
            ]),
        // A router reached through an environment value of the app's own, where the view model
        // navigates with the same router type.
        RuleExample(
            """
            struct ProfileScreen: View {
                @StateObject private var viewModel: ProfileViewModel
                @Environment(\\.appEnvironment) private var env
                var body: some View {
                    Button(viewModel.editTitle) { ↓env.router.push↑(.editProfile) }
                }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/AppEnvironment.swift": """
                struct AppEnvironment { let router: AppRouter }
                extension EnvironmentValues {
                    var appEnvironment: AppEnvironment { get { self[AppEnvironmentKey.self] } set { self[AppEnvironmentKey.self] = newValue } }
                }
                final class AppRouter: ObservableObject {
                    @Published var path = NavigationPath()
                    func push(_ route: Route) { path.append(route) }
                }
                """,
                "Sources/App/ProfileViewModel.swift": """
                final class ProfileViewModel: ObservableObject {
                    private let router: AppRouter
                    init(router: AppRouter) { self.router = router }
                    func didTapFollowers() { router.push(.followers) }
                }
                """,
            ]),
        // The view's own view model does not navigate, but a clear majority of its module's
        // types that use the router are view models (two of three).
        RuleExample(
            """
            struct FeedView: View {
                @StateObject private var viewModel = FeedViewModel()
                @EnvironmentObject private var router: AppRouter
                var body: some View {
                    List(viewModel.articles) { article in Button(article.title) { ↓self.router.open↑(article) } }
                }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/ArticleViewModel.swift": """
                final class ArticleViewModel: ObservableObject {
                    var router: AppRouter?
                    func openAuthor() { router?.open(.author) }
                }
                final class AuthorViewModel: ObservableObject {
                    var router: AppRouter?
                    func openArticle() { router?.open(.article) }
                }
                """
            ]),
        // The view reaches through its view model to the router the view model navigates with.
        RuleExample(
            """
            struct OrderScreen: View {
                @StateObject var viewModel: OrderViewModel
                var body: some View {
                    Button(viewModel.helpTitle) { ↓viewModel.router.present↑(.help) }
                }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/OrderViewModel.swift": """
                final class OrderViewModel: ObservableObject {
                    let router: AppRouter
                    init(router: AppRouter) { self.router = router }
                    func didTapCheckout() { router.push(.checkout) }
                }
                final class AppRouter: ObservableObject {
                    @Published var path: [Route] = []
                    func push(_ route: Route) { path.append(route) }
                    func present(_ route: Route) {}
                }
                """
            ]),
        // The router's type is not written; the view model's own methods navigate with it
        // (however the call is written: through `self.`, across lines).
        RuleExample(
            """
            struct VaultListView: View {
                @StateObject var viewModel: VaultListViewModel
                var body: some View {
                    Button(viewModel.createTitle) { ↓viewModel.router.present↑(for: .vaultCreate) }
                }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/VaultListViewModel.swift": """
                final class VaultListViewModel: ObservableObject {
                    let router = resolve(\\SharedRouterContainer.mainRouter)
                    func upgrade() {
                        self.router
                            .present(for: .upgradeFlow)
                    }
                }
                """
            ]),
        RuleExample(
            """
            struct HomeView: View {
                @StateObject private var viewModel = HomeViewModel()
                var body: some View {
                    Button(viewModel.profileTitle) { ↓AppNavigator.shared.push↑(.profile) }
                }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/AppNavigator.swift": """
                final class AppNavigator {
                    static let shared = AppNavigator()
                    var path: [Route] = []
                    func push(_ route: Route) { path.append(route) }
                }
                """,
                "Sources/App/HomeViewModel.swift": """
                final class HomeViewModel: ObservableObject {
                    func didTapSignIn() { AppNavigator.shared.push(.signIn) }
                }
                """,
            ]),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        // openedx (corpus): a router protocol declaring only destinations (`showLoginScreen()`)
        // over a base declaring the navigation: views calling it through their view model are
        // the team's way there, and only the push check follows the inheritance.
        RuleExample(
            """
            struct DiscoveryWebview: View {
                @ObservedObject var viewModel: DiscoveryWebviewModel
                var body: some View { Button("Sign in") { viewModel.router.showLoginScreen() } }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/DiscoveryRouter.swift": """
                protocol BaseRouter { func presentView(_ name: String) }
                protocol DiscoveryRouter: BaseRouter { func showLoginScreen() }
                final class DiscoveryWebviewModel: ObservableObject {
                    @Published var title = ""
                    let router: DiscoveryRouter
                    init(router: DiscoveryRouter) { self.router = router }
                    func failed() { router.presentView("alert") }
                }
                """
            ]),
        // A view model holding no router it calls: the view's own pushes are the team's way.
        RuleExample(
            """
            struct SettingsView: View {
                @StateObject private var viewModel: SettingsViewModel
                var body: some View {
                    NavigationLink(destination: PrivacyView()) { Text(viewModel.title) }
                }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/Routing.swift": swiyuRouting,
                "Sources/App/SettingsViewModel.swift": """
                import Combine

                final class SettingsViewModel: ObservableObject {
                    @Published var title = ""
                    private let router: HomeRoutes
                    init(router: HomeRoutes) { self.router = router }
                }
                """,
            ]),
        // A team that navigates from its views through a singleton coordinator: one view model
        // elsewhere also calls it, but neither this view's own view model nor a clear majority of
        // its module does. Even where the view's own view model calls it too, the module's views
        // make most of the calls (`ToolbarView`): that is the team's habit.
        RuleExample(
            """
            struct ProfileView: View {
                @StateObject private var viewModel = ProfileViewModel()
                var body: some View { Button(viewModel.editTitle) { Coordinator.shared.push(.editProfile) } }
            }
            struct SettingsView: View {
                @StateObject private var viewModel = SettingsViewModel()
                var body: some View { Button(viewModel.aboutTitle) { Coordinator.shared.push(.about) } }
            }
            struct ToolbarView: View {
                @StateObject private var viewModel = ToolbarViewModel()
                var body: some View {
                    Button(viewModel.title) { Coordinator.shared.push(.coin) }
                    Button(viewModel.title) { Coordinator.shared.push(.receive) }
                }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/Coordinator.swift": """
                final class Coordinator {
                    static let shared = Coordinator()
                    var path: [Route] = []
                    func push(_ route: Route) { path.append(route) }
                }
                """,
                "Sources/App/MainViewModel.swift": """
                final class MainViewModel: ObservableObject {
                    func didFinishLaunch() { Coordinator.shared.push(.home) }
                }
                final class ProfileViewModel: ObservableObject { @Published var editTitle = "Edit" }
                final class ToolbarViewModel: ObservableObject {
                    @Published var title = "Wallet"
                    func openSettings() { Coordinator.shared.push(.settings) }
                }
                """,

            ]),
        // A view that owns its router is a navigation container; a presentation whose closure
        // builds the next view cannot move into a view model.
        RuleExample(
            """
            struct AppRootView: View {
                @StateObject private var viewModel = AppRootViewModel()
                @StateObject private var router = AppRouter()
                var body: some View {
                    NavigationStack(path: $router.path) { Button(viewModel.startTitle) { router.push(.start) } }
                }
            }
            struct PhotoScreen: View {
                @StateObject var viewModel: PhotoViewModel
                let router: AppRouter
                var body: some View {
                    Button(viewModel.editTitle) { router.present { PhotoEditorView(photo: viewModel.photo) } }
                }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/AppRouter.swift": """
                final class AppRouter: ObservableObject {
                    @Published var path: [Route] = []
                    func push(_ route: Route) { path.append(route) }
                    func present(_ content: () -> some View) {}
                }
                """,
                "Sources/App/AppRootViewModel.swift": """
                final class AppRootViewModel: ObservableObject {
                    let router: AppRouter
                    init(router: AppRouter) { self.router = router }
                    func didTapStart() { router.push(.start) }
                }
                final class PhotoViewModel: ObservableObject {
                    let router: AppRouter
                    init(router: AppRouter) { self.router = router }
                    func didTapShare() { router.push(.share) }
                }
                """,
            ]),
        // A view model that only hands its router on: no intent of its own navigates with it;
        // a web view's `goBack()` through the view model is not screen navigation.
        RuleExample(
            """
            struct OrderScreen: View {
                @StateObject var viewModel: OrderViewModel
                var body: some View {
                    Button(viewModel.helpTitle) { viewModel.router.present(.help) }
                    Button(viewModel.backTitle) { viewModel.webView.goBack() }
                }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/OrderViewModel.swift": """
                final class OrderViewModel: ObservableObject {
                    let router: AppRouter
                    let webView: WKWebView
                    func reload() { webView.reload() }
                }
                final class AppRouter: ObservableObject {
                    @Published var path: [Route] = []
                    func present(_ route: Route) {}
                }
                """
            ]),
        RuleExample(
            """
            struct CharacterListView: View {
                let viewModel: CharacterListViewModel
                var body: some View { Button("Open") { viewModel.didSelect(.detail) } }
            }
            """, convention: .contract),
        // A view model the view never reads (left over) does not make it a screen that
        // should delegate navigation; nor does a `@Binding` to another view's view model.
        RuleExample(
            """
            struct StoryCard: View {
                @StateObject private var pricing = PricingViewModel()
                @Binding var followButtonViewModel: FollowButtonViewModel?
                var body: some View { Button("Upgrade") { AppNavigator.shared.push(.upsell) } }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/AppNavigator.swift": """
                final class AppNavigator {
                    static let shared = AppNavigator()
                    var path: [Route] = []
                    func push(_ route: Route) { path.append(route) }
                }
                """
            ]),
        // A toast centre is not a router: `dismiss(id:)` does not make one, and a call whose
        // result the view keeps (`let id = toasts.showProgress()`) is a command, not navigation.
        RuleExample(
            """
            struct StatusRowView: View {
                @State private var viewModel: StatusRowViewModel
                @Environment(ToastCenter.self) private var toastCenter
                let toasts: ToastCenter
                var body: some View { Button(viewModel.deleteTitle) { let id = toasts.showProgress(); print(id) } }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/ToastCenter.swift": """
                @Observable final class ToastCenter {
                    func showProgress() -> UUID { UUID() }
                    func dismiss(id: UUID) {}
                }
                """
            ]),
        RuleExample(
            """
            struct RootView: View {
                @State private var path = NavigationPath()
                var body: some View { NavigationStack(path: $path) { Text("Root") } }
            }
            """, convention: .plain),
        RuleExample(
            """
            final class HomeViewModel {
                private let router: RouterContract
                init(router: RouterContract) { self.router = router }
                func didTapProfile() { router.navigate(to: .profile) }
            }
            """, convention: .plain),
        RuleExample(
            """
            #Preview {
                HomeView(viewModel: HomeViewModel(router: RouterPreviewMock()))
            }
            """, convention: .contract),
        // An app-level navigation container: it hosts navigation and renders no view model.
        RuleExample(
            """
            struct NavigationContainerView<Content: View>: View {
                @Bindable var navigationCoordinator: NavigationCoordinator
                @ViewBuilder let content: Content
                var body: some View {
                    NavigationStack(path: $navigationCoordinator.path) { content }
                        .sheet(item: $navigationCoordinator.sheet) { _ in navigationCoordinator.dismiss() }
                }
            }
            """, convention: .contract,
            supportingFiles: [
                "Sources/App/NavigationCoordinator.swift": """
                @Observable final class NavigationCoordinator {
                    var path: [Route] = []
                    func push(_ route: Route) { path.append(route) }
                }
                """
            ]),
        // "Coordinator" in a name is not a role: a Combine subject, a representable's
        // `Coordinator`, a registration coordinator.
        RuleExample(
            """
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
        RuleExample(
            """
            struct TagRowView: View {
                @Environment(RouterPath.self) private var routerPath
                let tag: Tag
                var body: some View {
                    Button(tag.name) { routerPath.navigate(to: .hashTag(tag: tag.name)) }
                }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/RouterPath.swift": """
                @Observable final class RouterPath {
                    var path: [RouterDestination] = []
                    func navigate(to destination: RouterDestination) { path.append(destination) }
                }
                """
            ]),
        // `push` on a type declared without navigation API is not navigation (a git push).
        RuleExample(
            """
            struct SyncView: View {
                @StateObject var viewModel = SyncViewModel()
                @ObservedObject var sourceControlManager: SourceControlManager
                var body: some View { Button(viewModel.title) { Task { try await sourceControlManager.push() } } }
            }
            """, convention: .plain,
            supportingFiles: [
                "Sources/App/SourceControlManager.swift": """
                final class SourceControlManager: ObservableObject {
                    func push() async throws {}
                    func pull() async throws {}
                }
                """
            ]),
        // A screen's own routing protocol, taken in `init` and mocked in previews.
        RuleExample(
            """
            struct LoginView: View {
                @StateObject var viewModel: LoginViewModel
                let router: LoginRouting
                var body: some View { Button(viewModel.title) { router.presentSignUp() } }
            }
            """, path: "Sources/App/Login/LoginView.swift", convention: .plain,
            supportingFiles: [
                "Sources/App/Login/LoginRouting.swift": """
                protocol LoginRouting { func presentSignUp() }
                """
            ]),
        // A coordinator acting as the screen's model: its intent methods are not navigation
        // API, and a view with no view model has none to hand navigation to.
        RuleExample(
            """
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
        RuleExample(
            """
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
            """, convention: .plain,
            supportingFiles: [
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
        RuleExample(
            """
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
            """, convention: .plain,
            supportingFiles: [
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
}
