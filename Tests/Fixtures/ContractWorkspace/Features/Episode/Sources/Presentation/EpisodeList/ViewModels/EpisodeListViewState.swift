enum EpisodeListViewState {
    case idle
    case loading
    case loaded([Episode])
    case empty
    case error(Error)
}

struct Episode: Identifiable, Equatable {
    let id: Int
    let name: String
    let code: String
}
