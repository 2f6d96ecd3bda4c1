import DesignSystem
import SwiftUI

struct LocationDetailView: View {
    let viewModel: LocationDetailViewModel

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.small) {
            if case .loaded(let location) = viewModel.state {
                Text(location.name)
                    .font(Typography.headlineLarge)
                Text(location.dimension)
                    .font(Typography.caption)
            } else {
                ProgressView()
            }
        }
        .padding(Spacing.medium)
        .onFirstAppear { await viewModel.didAppear() }
    }
}

#Preview("Loading") {
    LocationDetailView(viewModel: LocationDetailViewModel(identifier: 1, getLocationUseCase: GetLocationUseCasePreviewMock(delay: true)))
}

#Preview("Loaded") {
    LocationDetailView(viewModel: LocationDetailViewModel(identifier: 1, getLocationUseCase: GetLocationUseCasePreviewMock()))
}

#Preview("Error") {
    LocationDetailView(viewModel: LocationDetailViewModel(identifier: 1, getLocationUseCase: GetLocationUseCasePreviewMock(shouldFail: true)))
}

#if DEBUG
private final class GetLocationUseCasePreviewMock: GetLocationUseCaseContract {
    private let delay: Bool
    private let shouldFail: Bool

    init(delay: Bool = false, shouldFail: Bool = false) {
        self.delay = delay
        self.shouldFail = shouldFail
    }

    func execute(identifier: Int) async throws -> Location {
        if delay {
            try? await Task.sleep(for: .seconds(100))
        }
        if shouldFail {
            throw PreviewError.failed
        }
        return Location(id: identifier, name: "Citadel of Ricks", dimension: "Unknown")
    }
}

private enum PreviewError: Error {
    case failed
}
#endif
