import Foundation

enum CharacterListViewState {
    case idle
    case loading
    case empty
    case loaded(CharacterListContent)
    case error(Error)
}

// MARK: - Content

struct CharacterListContent {
    let name: String
}
