import Foundation

@MainActor
protocol CharacterDetailViewModelContract: AnyObject {
    var state: CharacterDetailViewState { get }

    func didAppear() async
    func didTapOnRetryButton() async
}
