import SwiftUI

// The tutorial pattern: `extension FooView { @Observable final class ViewModel }`.
struct ProfileView: View {
    @State private var viewModel = ViewModel()
    var body: some View { Text(viewModel.displayName) }
}

extension ProfileView {
    @Observable
    final class ViewModel {
        var displayName = ""
    }
}
