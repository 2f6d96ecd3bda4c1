import FOSMVVM
import SwiftUI
import TaskViewModels

/// The about box (display only).
public struct AboutView: ViewModelView {
    private let viewModel: AboutViewModel

    public var body: some View {
        Text(viewModel.versionLabel)
    }

    public init(viewModel: AboutViewModel) {
        self.viewModel = viewModel
    }
}

#if DEBUG
#Preview {
    AboutView(viewModel: .init())
}
#endif
