// A view model declared through a typealias of a generic base class, with a protocol named
// `…ViewModelProtocol` that speaks of the typealias; its view is named `HomeScreen` and holds
// the nested `HomeScreenViewModel.Context` under the name `context`.
typealias HomeScreenViewModelType = StateStoreViewModel<HomeScreenViewState, HomeScreenViewAction>

protocol HomeScreenViewModelProtocol {
    var context: HomeScreenViewModelType.Context { get }
}

struct HomeScreenViewState {
    var title: String
}

enum HomeScreenViewAction {
    case refresh
}

final class HomeScreenViewModel: HomeScreenViewModelType, HomeScreenViewModelProtocol {
    init() {
        super.init(initialViewState: HomeScreenViewState(title: "Home"))
    }
}
