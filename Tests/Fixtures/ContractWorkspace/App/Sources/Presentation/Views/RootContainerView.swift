import Core
import SwiftUI

/// App-level navigation container: not generic, no strings, no identifiers (the contract convention's exception).
struct RootContainerView: View {
    let container: AppContainer
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            container.makeHomeView()
        }
    }
}

#Preview {
    RootContainerView(container: AppContainer())
}
