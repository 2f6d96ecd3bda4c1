import Foundation

struct Character: Identifiable, Equatable {
    let id: Int
    let name: String
    let status: String
    let species: String
    let imageURL: URL?
}

protocol GetCharactersUseCaseContract {
    func execute(page: Int) async throws -> [Character]
}

protocol GetCharacterUseCaseContract {
    func execute(identifier: Int) async throws -> Character
}
