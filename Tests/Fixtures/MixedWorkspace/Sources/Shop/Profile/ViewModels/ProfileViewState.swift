enum ProfileViewState {
    case idle
    case loading
    case loaded(String)
    case error
}
