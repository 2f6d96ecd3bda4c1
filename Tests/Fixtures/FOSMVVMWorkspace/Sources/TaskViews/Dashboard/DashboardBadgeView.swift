import FOSMVVM
import SwiftUI
import TaskViewModels

/// A compact dashboard badge. Two deliberate violations: it renders the dashboard's view
/// model a second time, and reads the open-task count from the app state although the view
/// model provides it.
public struct DashboardBadgeView: ViewModelView {
    @Environment(AppState.self) private var appState
    private let viewModel: DashboardViewModel

    public var body: some View {
        Label {
            Text(viewModel.pageTitle)
        } icon: {
            Text(appState.openTaskCount)
        }
    }

    public init(viewModel: DashboardViewModel) {
        self.viewModel = viewModel
    }
}

#if DEBUG
#Preview {
    DashboardBadgeView.previewHost(
        bundle: TaskViewModelsResourceAccess.localizationBundle
    )
}
#endif
