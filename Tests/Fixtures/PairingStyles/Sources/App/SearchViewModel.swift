import Observation

@Observable
final class SearchViewModel {
    var prompt = ""
    var query = ""
}
