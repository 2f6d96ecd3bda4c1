import SwiftUI

struct ProfileScreen: View {
    @StateObject var viewModel: ProfileViewModel

    init(viewModel: ProfileViewModel) {
        _viewModel = StateObject(wrappedValue: viewModel)
    }

    var body: some View {
        VStack {
            Text(viewModel.displayName)
            Text(viewModel.memberSinceText)
        }
        .task { await viewModel.load() }
    }
}

#Preview {
    ProfileScreen(viewModel: ProfileViewModel(userID: "preview"))
}
