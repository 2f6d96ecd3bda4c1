import Observation

@Observable
final class ProfileViewModel: ProfileViewModelContract {
    private(set) var state: ProfileViewState = .idle

    func didAppear() async {
        state = .loaded("Ada")
    }
}
