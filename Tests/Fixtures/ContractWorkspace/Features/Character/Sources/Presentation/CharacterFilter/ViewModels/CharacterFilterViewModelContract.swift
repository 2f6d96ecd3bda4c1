protocol CharacterFilterViewModelContract: AnyObject {
    var filter: CharacterFilter { get set }
    var isAliveOnly: Bool { get }
    func didTapApply()
}
