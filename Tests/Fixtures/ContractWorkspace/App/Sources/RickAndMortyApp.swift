import SwiftUI

@main
struct RickAndMortyApp: App {
    private let container = AppContainer()

    var body: some Scene {
        WindowGroup {
            RootContainerView(container: container)
        }
    }
}

final class AppContainer {
    func makeHomeView() -> some View {
        HomeView(viewModel: HomeViewModel(router: AppRouter()))
    }
}

final class AppRouter: RouterContract {
    func navigate(to destination: any Navigation) {}
    func goBack() {}
}
