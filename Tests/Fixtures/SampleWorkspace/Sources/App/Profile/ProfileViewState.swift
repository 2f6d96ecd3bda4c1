enum ProfileViewState {
    case idle
    case loading
    case loaded(Profile)
    case error(Error)
}

struct Profile {
    let name: String
    let memberSince: String
}
