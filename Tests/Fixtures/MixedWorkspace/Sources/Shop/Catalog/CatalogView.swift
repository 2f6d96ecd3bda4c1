import SwiftUI

struct CatalogView: View {
    @StateObject private var viewModel = CatalogViewModel()

    var body: some View {
        VStack {
            Text("Catalog")
                .font(.system(size: 22))
            content
        }
        .padding(16)
        .task { await viewModel.load() }
    }

    @ViewBuilder
    private var content: some View {
        switch viewModel.state {
        case .idle, .loading:
            ProgressView()
        case .loaded(let items):
            ForEach(items, id: \.self) { Text($0) }
        }
    }
}
