import FOSMVVM
import SwiftUI
import TaskViewModels

/// A compact dashboard badge. Three deliberate violations: it renders the dashboard's view
/// model a second time, reads the open-task count from the app state although the view
/// model provides it, and suppresses a review check without saying why.
public struct DashboardBadgeView: ViewModelView {
    @Environment(AppState.self) private var appState
    private let viewModel: DashboardViewModel

    public var body: some View {
        // fosmvvm-review:disable:next view-no-env-mutation
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
