import Foundation

/// A protocol view model with one implementation, so the view can be previewed with a fake.
@MainActor
protocol InboxViewModel: ObservableObject {
    var messages: [String] { get }
    func refresh() async
}

@MainActor
final class InboxViewModelImpl: InboxViewModel {
    @Published private(set) var messages: [String] = []

    func refresh() async {
        messages = ["Welcome"]
    }
}
