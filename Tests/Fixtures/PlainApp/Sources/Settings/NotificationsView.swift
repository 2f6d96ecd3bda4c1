import SwiftUI

/// Holds a coordinator and navigates itself while its own view model navigates with the same
/// coordinator: the departure `mvvm/navigation-in-view` reports.
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

    func openFirst(with coordinator: SettingsCoordinator) {
        if let first = items.first { coordinator.showDetail(for: first) }
    }
}

final class SettingsCoordinator {
    func showDetail(for item: String) {}
}

#Preview {
    NotificationsView(coordinator: SettingsCoordinator())
}
