import Foundation

@MainActor
final class FeedViewModel: ObservableObject {
    @Published private(set) var articles: [Article] = []
    @Published private(set) var isLoading = false
    @Published var errorMessage: String?

    private let service: ArticleService

    init(service: ArticleService = LiveArticleService()) {
        self.service = service
    }

    var isEmpty: Bool { articles.isEmpty && !isLoading }

    func openLatest(with router: AppRouter) {
        if let latest = articles.first { router.push(.article(latest)) }
    }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            articles = try await service.latest()
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}
