import SwiftUI

struct OrdersScreen: View {
    @ObservedObject var viewModel = OrderListViewModel()
    let router: AppRouter

    var body: some View {
        VStack {
            if !viewModel.orders.isEmpty {
                List(viewModel.orders) { order in
                    Button(order.title) { router.open(order) }
                }
            }
            Text(viewModel.updatedAt.formatted(date: .abbreviated, time: .shortened))
        }
        .navigationTitle("Orders")
    }
}
