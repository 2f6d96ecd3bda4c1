import SwiftUI

// A view whose own nested enums (a display mode, a focus field) are held in properties: they
// are never taken for its view model.
struct ComposeView: View {
    enum Mode { case draft, reply }
    enum Focus: Hashable { case title, body }

    let mode: Mode
    @FocusState private var focus: Focus?
    @StateObject private var viewModel = ComposeViewModel()

    var body: some View {
        TextField("Title", text: $viewModel.title)
            .focused($focus, equals: .title)
    }
}

final class ComposeViewModel: ObservableObject {
    @Published var title = ""
}
