import SwiftUI

enum Route: Hashable {
    case profile(userID: String)
    case article(Article)
    case settings
}

@MainActor
final class AppRouter: ObservableObject {
    @Published var path = NavigationPath()

    func push(_ route: Route) {
        path.append(route)
    }

    @ViewBuilder
    func destination(for route: Route) -> some View {
        switch route {
        case .profile(let userID):
            ProfileScreen(viewModel: ProfileViewModel(userID: userID))
        case .article(let article):
            ArticleDetailPage(article: article)
        case .settings:
            SettingsPage()
        }
    }
}
