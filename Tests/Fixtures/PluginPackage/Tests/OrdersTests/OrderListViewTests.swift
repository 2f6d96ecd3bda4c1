import SwiftUI
@testable import Orders

struct OrderListViewFixture: View {
    @ObservedObject var viewModel = OrderListViewModel()

    var body: some View {
        Text("Fixture")
    }
}
