import Foundation

struct Article: Identifiable, Hashable, Codable {
    let id: UUID
    let title: String
    let author: String
    let publishedAt: Date
}

protocol ArticleService: Sendable {
    func latest() async throws -> [Article]
}

struct LiveArticleService: ArticleService {
    func latest() async throws -> [Article] { [] }
}
