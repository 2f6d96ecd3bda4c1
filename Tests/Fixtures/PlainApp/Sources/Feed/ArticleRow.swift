import SwiftUI

struct ArticleRowViewModel {
    let title: String
    let byline: String

    init(article: Article) {
        title = article.title
        byline = "By \(article.author)"
    }
}

struct ArticleRow: View {
    let viewModel: ArticleRowViewModel

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(viewModel.title)
                .font(.system(size: 17, weight: .semibold))
            Text(viewModel.byline)
                .foregroundStyle(.gray)
        }
    }
}

#Preview {
    ArticleRow(viewModel: ArticleRowViewModel(article: Article(id: UUID(), title: "Hello", author: "Ada", publishedAt: .now)))
}
