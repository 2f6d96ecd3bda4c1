import SwiftUI

struct ProfileView<ViewModel: ProfileViewModelContract>: View {
    @State private var viewModel: ViewModel

    init(viewModel: ViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        content
            .navigationTitle(LocalizedStrings.title)
    }

    @ViewBuilder
    private var content: some View {
        switch viewModel.state {
        case .idle:
            Color.clear
        case .loading:
            ProgressView()
        case .loaded(let profile):
            Text(profile.name)
        case .error:
            ContentUnavailableView(LocalizedStrings.error, systemImage: "exclamationmark.triangle")
        }
    }
}

// MARK: - LocalizedStrings

private enum LocalizedStrings {
    static var title: String { "profile.title".localized() }
    static var error: String { "profile.error".localized() }
}

/*
#Preview("Loading") {
    ProfileView(viewModel: ProfileViewModel())
}

#Preview("Loaded") {
    ProfileView(viewModel: ProfileViewModel())
}

#Preview("Error") {
    ProfileView(viewModel: ProfileViewModel())
}
*/
