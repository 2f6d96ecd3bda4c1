import SwiftUI

struct ArticleDetailPage: View {
    let article: Article

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                Text(article.title).font(.title)
                Text(article.publishedAt.formatted(date: .long, time: .omitted))
            }
        }
    }
}
