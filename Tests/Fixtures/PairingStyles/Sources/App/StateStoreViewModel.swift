import Combine
import SwiftUI

// A generic base class that screens' view models inherit through a typealias; views hold its
// nested `Context` (the store-and-context pattern of large apps).
class StateStoreViewModel<State, ViewAction> {
    @dynamicMemberLookup
    final class Context: ObservableObject {
        @Published var viewState: State
        init(viewState: State) { self.viewState = viewState }
        subscript<T>(dynamicMember keyPath: KeyPath<State, T>) -> T { viewState[keyPath: keyPath] }
        func send(viewAction: ViewAction) {}
    }

    let context: Context

    init(initialViewState: State) {
        context = Context(viewState: initialViewState)
    }
}
