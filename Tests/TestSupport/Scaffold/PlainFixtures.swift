/// Plain screens whose shapes both the generator's unit tests and the compile harness read.
public enum PlainFixtures {
    /// Screens `names` in `folder/<name>/`, each an `@Observable` view model keeping a
    /// `ProfileCoordinator` `weak`, held in `@State` and built in its preview as an implicit
    /// `.init(coordinator: .init())` (TeamShift's sub-screens); with the coordinator's file.
    public static func weakCoordinatorScreens(_ names: [String], in folder: String) -> [String: String] {
        var files = ["\(folder)/ProfileCoordinator.swift": "final class ProfileCoordinator {}\n"]
        for name in names {
            files["\(folder)/\(name)/\(name)View.swift"] = """
                import SwiftUI

                struct \(name)View: View {
                    @State private var viewModel: \(name)ViewModel
                    init(viewModel: \(name)ViewModel) { _viewModel = State(initialValue: viewModel) }
                    var body: some View { Text(viewModel.title) }
                }

                #Preview {
                    \(name)View(viewModel: .init(coordinator: .init()))
                }
                """
            files["\(folder)/\(name)/\(name)ViewModel.swift"] = """
                import Observation

                @Observable @MainActor
                final class \(name)ViewModel {
                    var title = ""
                    @ObservationIgnored private weak var coordinator: ProfileCoordinator?

                    init(coordinator: ProfileCoordinator) {
                        self.coordinator = coordinator
                    }
                }
                """
        }
        return files
    }
}
