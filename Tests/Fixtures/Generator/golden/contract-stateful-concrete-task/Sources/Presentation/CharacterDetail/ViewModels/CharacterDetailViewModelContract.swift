import Foundation

@MainActor
protocol CharacterDetailViewModelContract: AnyObject {
    var state: CharacterDetailViewState { get }

    func load() async
    func didTapOnRetryButton() async
}
