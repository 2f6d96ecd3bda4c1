import Observation

protocol GetLocationUseCaseContract {
    func execute(identifier: Int) async throws -> Location
}

@Observable
final class LocationDetailViewModel {
    private(set) var state: LocationDetailViewState = .idle

    private let identifier: Int
    private let getLocationUseCase: GetLocationUseCaseContract

    init(identifier: Int, getLocationUseCase: GetLocationUseCaseContract) {
        self.identifier = identifier
        self.getLocationUseCase = getLocationUseCase
    }

    func didAppear() async {
        state = .loading
        do {
            state = .loaded(try await getLocationUseCase.execute(identifier: identifier))
        } catch {
            state = .error(error)
        }
    }
}
