import SwiftUI

extension QueueView: View {
    var body: some View { List(viewModel.items, id: \.self) { Text($0) } }
}
