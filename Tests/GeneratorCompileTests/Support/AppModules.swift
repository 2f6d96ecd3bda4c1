/// The files of `Manifests.contractWithAppModules`: `localized()` in `MyAppCommon`,
/// `onFirstAppear` and a typography token in `MyAppDesignSystem`, and an existing contract
/// view of the feature importing both (the imports new views copy).
enum AppModules {
    static let files = [
        "Modules/Common/String+Localized.swift": """
        import Foundation

        extension String {
            public func localized() -> String {
                Bundle.main.localizedString(forKey: self, value: nil, table: nil)
            }
        }
        """,
        "Modules/DesignSystem/View+OnFirstAppear.swift": """
        import SwiftUI

        extension View {
            public func onFirstAppear(_ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
                modifier(FirstAppear(action: action))
            }
        }

        private struct FirstAppear: ViewModifier {
            let action: @MainActor @Sendable () async -> Void
            @State private var hasAppeared = false

            func body(content: Content) -> some View {
                content.task {
                    guard !hasAppeared else { return }
                    hasAppeared = true
                    await action()
                }
            }
        }
        """,
        "Modules/DesignSystem/Typography.swift": """
        import SwiftUI

        public enum Typography {
            public static let body = Font.body
        }
        """,
        "Sources/Presentation/Home/Views/HomeView.swift": """
        import MyAppCommon
        import MyAppDesignSystem
        import SwiftUI

        struct HomeView<ViewModel: HomeViewModelContract>: View {
            let viewModel: ViewModel

            var body: some View {
                Button("home.start".localized()) {
                    viewModel.didTapOnStartButton()
                }
                .font(Typography.body)
            }
        }

        @MainActor
        protocol HomeViewModelContract: AnyObject {
            func didTapOnStartButton()
        }
        """,
    ]
}
