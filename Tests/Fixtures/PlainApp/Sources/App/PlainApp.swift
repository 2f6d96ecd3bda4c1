import SwiftUI

@main
struct PlainApp: App {
    @StateObject private var router = AppRouter()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                FeedView()
                    .navigationDestination(for: Route.self) { route in
                        router.destination(for: route)
                    }
            }
            .environmentObject(router)
        }
    }
}
