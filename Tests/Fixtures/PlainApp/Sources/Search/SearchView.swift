import SwiftUI

@Observable
final class SearchViewModel {
    var query = ""
    private(set) var results: [Article] = []

    func search() async {
        results = []
    }
}

struct SearchView: View {
    @State private var viewModel = SearchViewModel()

    var body: some View {
        List(viewModel.results) { article in
            Text(article.title)
        }
        .searchable(text: $viewModel.query)
        .task(id: viewModel.query) { await viewModel.search() }
    }
}

#Preview {
    SearchView()
}
