import SwiftUI

// A view generic over a contract (the current contract style).
protocol OrderViewModelContract: AnyObject {
    var state: String { get }
}

struct OrderView<ViewModel: OrderViewModelContract>: View {
    @State private var viewModel: ViewModel
    init(viewModel: ViewModel) { _viewModel = State(initialValue: viewModel) }
    var body: some View { Text(viewModel.state) }
}

@Observable
final class OrderViewModel: OrderViewModelContract {
    private(set) var state = ""
}
