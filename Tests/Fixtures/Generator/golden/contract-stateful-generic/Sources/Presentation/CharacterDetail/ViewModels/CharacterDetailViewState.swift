import Foundation

enum CharacterDetailViewState {
    case idle
    case loading
    case empty
    case loaded(CharacterDetailContent)
    case error(Error)
}

// MARK: - Content

struct CharacterDetailContent {
    let name: String
}
