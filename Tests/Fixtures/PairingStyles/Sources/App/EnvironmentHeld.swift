import SwiftUI

// @Environment(Type.self), view named bare after the feature.
struct Account: View {
    @Environment(AccountViewModel.self) private var model
    var body: some View { Text(model.name) }
}

@Observable
final class AccountViewModel {
    var name = ""
}
