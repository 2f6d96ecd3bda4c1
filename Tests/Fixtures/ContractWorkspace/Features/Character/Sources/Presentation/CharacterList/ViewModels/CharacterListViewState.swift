enum CharacterListViewState {
    case idle
    case loading
    case loaded([Character])
    case empty
    case error(Error)
}
