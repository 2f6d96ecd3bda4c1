protocol CharacterDetailViewModelContract {
    var state: CharacterDetailViewState { get }
    func load() async
    func didTapOnBackButton()
}
