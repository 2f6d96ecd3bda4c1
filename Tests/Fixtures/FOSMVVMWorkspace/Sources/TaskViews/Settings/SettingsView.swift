import FOSMVVM
import SwiftUI
import TaskViewModels

/// Local preferences.
public struct SettingsView: View {
    private let viewModel: SettingsViewModel
    private let operations: any SettingsViewModelOperations

    public var body: some View {
        Form {
            Text(viewModel.pageTitle)
            Picker(selection: .constant(viewModel.theme)) {
                ForEach(Theme.allCases, id: \.self) { theme in
                    Text(theme.rawValue).tag(theme)
                }
            } label: {
                Text(viewModel.themeLabel)
            }
            Button(action: selectDark) {
                Image(systemName: "moon")
            }
        }
    }

    public init(viewModel: SettingsViewModel) {
        self.viewModel = viewModel
        self.operations = viewModel.operations
    }

    private func selectDark() {
        operations.select(theme: .dark)
    }
}

#if DEBUG
#Preview {
    SettingsView(viewModel: .stub())
}
#endif
