import Foundation

final class CatalogViewModel: ObservableObject {
    @Published private(set) var state = CatalogViewState.idle

    func load() async {
        state = .loaded(["Apples", "Pears"])
    }
}
