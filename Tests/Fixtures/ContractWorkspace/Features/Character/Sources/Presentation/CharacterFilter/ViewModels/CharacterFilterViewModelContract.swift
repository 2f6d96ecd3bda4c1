protocol CharacterFilterViewModelContract: AnyObject {
    var filter: CharacterFilter { get }
    var isAliveOnly: Bool { get }
    func didTapApply()
}
