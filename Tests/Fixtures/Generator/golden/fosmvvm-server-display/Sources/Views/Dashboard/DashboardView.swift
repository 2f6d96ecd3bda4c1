import FOSMVVM
import SwiftUI
import ViewModels

public struct DashboardView: ViewModelView {
    private let viewModel: DashboardViewModel

    public var body: some View {
        VStack {
            Text(viewModel.title)
        }
    }

    public init(viewModel: DashboardViewModel) {
        self.viewModel = viewModel
    }
}

#if DEBUG
#Preview {
    DashboardView.previewHost(
        bundle: ViewModelsResourceAccess.localizationBundle
    )
    .environment(AppState())
}
#endif
