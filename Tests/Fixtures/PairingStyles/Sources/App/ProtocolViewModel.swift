import SwiftUI

// A protocol `FeedViewModel` with an implementation `FeedViewModelImpl`.
protocol FeedViewModel: ObservableObject {
    var headline: String { get }
}

final class FeedViewModelImpl: FeedViewModel {
    @Published var headline = ""
}

struct FeedView<Model: FeedViewModel>: View {
    @ObservedObject var viewModel: Model
    var body: some View { Text(viewModel.headline) }
}
