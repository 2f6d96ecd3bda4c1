import SwiftUI

// @StateObject injected through init, attribute on its own line, property named `model`.
struct CartScreen: View {
    @StateObject
    var model: CartViewModel

    init(model: CartViewModel) {
        _model = StateObject(wrappedValue: model)
    }

    var body: some View { Text(model.total) }
}

final class CartViewModel: ObservableObject {
    @Published var total = ""
}
