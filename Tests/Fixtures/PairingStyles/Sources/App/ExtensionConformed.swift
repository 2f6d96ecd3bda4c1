import SwiftUI

// A view whose stored state is declared apart from its body: `View` conformance in an
// extension in the same file, the view model held in `@State`, `@MainActor` on the type.
@MainActor
struct LibraryView {
    @State var viewModel: LibraryViewModel
}

extension LibraryView: View {
    var body: some View { Text(viewModel.title) }
}

@Observable
final class LibraryViewModel: BaseViewModel {
    var title = ""
}

class BaseViewModel {}
