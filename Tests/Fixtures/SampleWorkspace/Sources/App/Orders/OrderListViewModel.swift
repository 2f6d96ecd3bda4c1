import Foundation

final class OrderListViewModel: ObservableObject {
    @Published private(set) var orders: [Order] = []
    @Published private(set) var updatedAt = Date()

    func didSelect(_ order: Order) {}
}

struct Order: Identifiable {
    let id: Int
    let title: String
}
