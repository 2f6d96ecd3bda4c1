import SwiftUI

struct FeedView: View {
    @StateObject private var viewModel = FeedViewModel()
    @EnvironmentObject private var router: AppRouter

    var body: some View {
        List(viewModel.articles) { article in
            Button {
                router.push(.article(article))
            } label: {
                ArticleRow(viewModel: ArticleRowViewModel(article: article))
            }
        }
        .overlay {
            if viewModel.isEmpty {
                ContentUnavailableView("No articles", systemImage: "newspaper")
            }
        }
        .navigationTitle("Feed")
        .padding(16)
        .onAppear {
            Task { await viewModel.load() }
        }
    }
}

#Preview {
    NavigationStack { FeedView() }
        .environmentObject(AppRouter())
}
