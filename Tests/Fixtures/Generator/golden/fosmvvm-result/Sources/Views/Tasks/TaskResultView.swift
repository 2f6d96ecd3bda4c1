import FOSMVVM
import SwiftUI
import ViewModels

public struct TaskResultView: ViewModelView {
    private let viewModel: TaskResultViewModel

    public var body: some View {
        switch viewModel.result {
        case .success(let success):
            TaskView(viewModel: success)
        case .notFound(let notFound):
            NotFoundView(viewModel: notFound)
        case .permissionDenied(let permissionDenied):
            PermissionDeniedView(viewModel: permissionDenied)
        }
    }

    public init(viewModel: TaskResultViewModel) {
        self.viewModel = viewModel
    }
}

#if DEBUG
#Preview {
    TaskResultView.previewHost(
        bundle: ViewModelsResourceAccess.localizationBundle
    )
}
#endif
