protocol EpisodeListViewModelContract: AnyObject {
    var state: EpisodeListViewState { get }
    func didAppear() async
    func didSelect(_ episode: Episode)
}
