import FOSMVVM
import SwiftUI
import ViewModels

public struct SummaryView: ViewModelView {
    private let viewModel: SummaryViewModel

    public var body: some View {
        VStack {
            Text(viewModel.title)
            Text(viewModel.name)
        }
    }

    public init(viewModel: SummaryViewModel) {
        self.viewModel = viewModel
    }
}

#if DEBUG
#Preview {
    SummaryView.previewHost(
        bundle: ViewModelsResourceAccess.localizationBundle
    )
}

#Preview("With Data") {
    SummaryView.previewHost(
        bundle: ViewModelsResourceAccess.localizationBundle,
        viewModel: .stub(name: "Preview Name")
    )
}
#endif
