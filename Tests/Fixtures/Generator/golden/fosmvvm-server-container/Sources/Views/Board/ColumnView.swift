import FOSMVVM
import SwiftUI
import ViewModels

public struct ColumnView: ViewModelView {
    private let viewModel: ColumnViewModel

    public var body: some View {
        VStack {
            Text(viewModel.title)
            Text(viewModel.name)
        }
    }

    public init(viewModel: ColumnViewModel) {
        self.viewModel = viewModel
    }
}

#if DEBUG
#Preview {
    ColumnView.previewHost(
        bundle: ViewModelsResourceAccess.localizationBundle
    )
}

#Preview("With Data") {
    ColumnView.previewHost(
        bundle: ViewModelsResourceAccess.localizationBundle,
        viewModel: .stub(name: "Preview Name")
    )
}
#endif
