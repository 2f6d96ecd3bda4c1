import FOSMVVM
import SwiftUI
import ViewModels

public struct DashboardView: ViewModelView {
    private let viewModel: DashboardViewModel

    public var body: some View {
        VStack {
            Text(viewModel.title)
            Text(viewModel.name)
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
}

#Preview("With Data") {
    DashboardView.previewHost(
        bundle: ViewModelsResourceAccess.localizationBundle,
        viewModel: .stub(name: "Preview Name")
    )
}
#endif
