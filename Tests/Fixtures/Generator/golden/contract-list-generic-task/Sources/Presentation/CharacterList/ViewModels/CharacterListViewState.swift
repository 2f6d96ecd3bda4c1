import Foundation

enum CharacterListViewState {
    case idle
    case loading
    case empty
    case loaded([CharacterListItem])
    case error(Error)
}

// MARK: - Content

struct CharacterListItem: Identifiable {
    let id: Int
    let name: String
}
