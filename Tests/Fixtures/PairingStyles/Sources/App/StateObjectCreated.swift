import SwiftUI

// @StateObject created by the view itself.
struct InboxView: View {
    @StateObject private var viewModel = InboxViewModel()
    var body: some View { Text(viewModel.title) }
}
