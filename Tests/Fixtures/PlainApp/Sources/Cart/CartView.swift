import SwiftUI

struct CartView: View {
    @StateObject private var model = CartViewModel()

    var body: some View {
        List {
            ForEach(model.items) { item in
                CartItemCell(model: item)
                    .swipeActions { Button("Remove", role: .destructive) { model.remove(item) } }
            }
            Text(model.totalText)
        }
    }
}

struct CartItemCell: View {
    let model: CartItemViewModel

    var body: some View {
        HStack {
            Text(model.name)
            Spacer()
            Text(model.priceText)
                .foregroundStyle(Color.secondary)
        }
    }
}

#Preview {
    CartView()
}
