import SwiftUI

// @Bindable; one view model rendered by two views (this Cell and `SearchView`).
struct SearchCell: View {
    @Bindable var viewModel: SearchViewModel
    var body: some View { TextField(viewModel.prompt, text: $viewModel.query) }
}

struct SearchView: View {
    let viewModel: SearchViewModel
    var body: some View { SearchCell(viewModel: viewModel) }
}
