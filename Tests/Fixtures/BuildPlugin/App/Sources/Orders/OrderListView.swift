import SwiftUI

final class OrderListViewModel: ObservableObject {
    @Published var orders: [String] = []
}

struct OrderListView: View {
    @ObservedObject var viewModel = OrderListViewModel()

    var body: some View {
        List {
            ForEach(viewModel.orders, id: \.self) { order in
                Text(order)
            }
        }
        .navigationTitle("Orders")
    }
}
