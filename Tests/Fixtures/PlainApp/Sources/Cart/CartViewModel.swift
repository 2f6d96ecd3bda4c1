import Foundation

struct CartItemViewModel: Identifiable {
    let id: UUID
    let name: String
    let priceText: String
}

@MainActor
final class CartViewModel: ObservableObject {
    @Published private(set) var items: [CartItemViewModel] = []
    @Published private(set) var totalText = ""

    func remove(_ item: CartItemViewModel) {
        items.removeAll { $0.id == item.id }
    }
}

@MainActor
final class CheckoutViewModel: ObservableObject {
    @Published private(set) var summary = ""

    func placeOrder() async {}
}
