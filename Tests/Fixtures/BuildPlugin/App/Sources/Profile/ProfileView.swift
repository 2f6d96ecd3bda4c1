import SwiftUI

final class ProfileViewModel: ObservableObject {
    @Published var name = ""
}

struct ProfileView: View {
    @ObservedObject var viewModel = ProfileViewModel()

    var body: some View {
        Text(viewModel.name)
            .navigationTitle("Profile")
    }
}
