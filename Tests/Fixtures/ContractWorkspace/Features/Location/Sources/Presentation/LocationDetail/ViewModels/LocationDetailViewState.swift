enum LocationDetailViewState {
    case idle
    case loading
    case loaded(Location)
    case error(Error)
}

struct Location: Equatable {
    let id: Int
    let name: String
    let dimension: String
}
