import FOSMVVM
import SwiftUI
import ViewModels

public struct TaskRowView: ViewModelView {
    private let viewModel: TaskRowViewModel

    public var body: some View {
        VStack {
            Text(viewModel.title)
            Text(viewModel.name)
        }
    }

    public init(viewModel: TaskRowViewModel) {
        self.viewModel = viewModel
    }
}

#if DEBUG
#Preview {
    TaskRowView.previewHost(
        bundle: ViewModelsResourceAccess.localizationBundle
    )
}

#Preview("With Data") {
    TaskRowView.previewHost(
        bundle: ViewModelsResourceAccess.localizationBundle,
        viewModel: .stub(name: "Preview Name")
    )
}
#endif
