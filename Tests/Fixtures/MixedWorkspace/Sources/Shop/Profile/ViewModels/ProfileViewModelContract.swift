protocol ProfileViewModelContract: AnyObject {
    var state: ProfileViewState { get }
    func didAppear() async
}
