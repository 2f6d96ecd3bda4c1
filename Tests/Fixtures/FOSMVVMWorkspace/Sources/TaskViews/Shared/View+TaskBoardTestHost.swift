import FOSMVVM
import SwiftUI
import TaskViewModels

extension View {
    /// Hosts the task board's views under UI test.
    @MainActor func taskBoardTestHost() -> some View {
        testHost { _, testView in
            testView.environment(TaskBoardSettings.stub())
        }
    }
}
