import SwiftUI

struct ProfileView<ViewModel: ProfileViewModelContract>: View {
    @State private var viewModel: ViewModel

    init(viewModel: ViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        content
            .padding(16)
            .onFirstAppear { await viewModel.didAppear() }
    }

    @ViewBuilder
    private var content: some View {
        switch viewModel.state {
        case .loaded(let name):
            Text(name)
        default:
            ProgressView()
        }
    }
}

/*
#Preview("Loading") {
    ProfileView(viewModel: ProfileViewModelPreviewStub(state: .loading))
}
#Preview("Loaded") {
    ProfileView(viewModel: ProfileViewModelPreviewStub(state: .loaded("Ada")))
}
#Preview("Error") {
    ProfileView(viewModel: ProfileViewModelPreviewStub(state: .error))
}
*/
