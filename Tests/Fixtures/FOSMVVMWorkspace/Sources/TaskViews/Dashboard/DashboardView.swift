import FOSMVVM
import SwiftUI
import TaskViewModels

/// The team dashboard: a container binding the task board.
public struct DashboardView: ViewModelView {
    @Environment(AppState.self) private var appState
    private let viewModel: DashboardViewModel

    public var body: some View {
        VStack {
            Text(viewModel.pageTitle)
            Text(viewModel.openTaskCount)
            TaskListView.bind(
                appState: .init(isConnected: appState.isConnected)
            )
        }
    }
}

#Preview {
    DashboardView.previewHost(
        bundle: TaskViewModelsResourceAccess.localizationBundle
    )
}
