import Foundation

@MainActor
protocol CharacterListViewModelContract: AnyObject {
    var state: CharacterListViewState { get }

    func didAppear() async
    func didTapOnRetryButton() async
    func didSelect(_ item: CharacterListItem)
}
