import SwiftUI

// A view holding its view model through a `…ViewModeling` protocol; the implementation is
// found from the view, and the view from the implementation.
protocol PlayerViewModeling: AnyObject {
    var title: String { get }
}

final class PlayerViewModel: PlayerViewModeling, ObservableObject {
    var title = "Now playing"
}

struct PlayerView: View {
    let model: any PlayerViewModeling

    var body: some View {
        Text(model.title)
    }
}
