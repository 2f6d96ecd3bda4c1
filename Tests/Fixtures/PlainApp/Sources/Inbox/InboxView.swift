import SwiftUI

struct InboxView<ViewModel: InboxViewModel>: View {
    @ObservedObject var viewModel: ViewModel

    var body: some View {
        List(viewModel.messages, id: \.self) { Text($0) }
            .refreshable { await viewModel.refresh() }
    }
}

#Preview {
    InboxView(viewModel: InboxViewModelImpl())
}
