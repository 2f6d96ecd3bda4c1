import SwiftUI

/// Holds a coordinator and navigates itself: the plain-code defect `mvvm/navigation-in-view` reports.
struct NotificationsView: View {
    @StateObject private var viewModel = NotificationsViewModel()
    let coordinator: SettingsCoordinator

    var body: some View {
        List(viewModel.items, id: \.self) { item in
            Button(item) { coordinator.showDetail(for: item) }
        }
    }
}

final class NotificationsViewModel: ObservableObject {
    @Published private(set) var items: [String] = []
}

final class SettingsCoordinator {
    func showDetail(for item: String) {}
}

#Preview {
    NotificationsView(coordinator: SettingsCoordinator())
}
