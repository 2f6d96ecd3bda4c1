protocol HomeViewModelContract: AnyObject {
    func didTapOnCharactersButton()
    func didTapOnEpisodesButton()
}
