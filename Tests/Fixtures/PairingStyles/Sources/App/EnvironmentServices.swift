import SwiftUI

// A view holding its view model and two services the environment injects, and a shared
// instance: only the view model is its pair.
struct RadioScreen: View {
    @StateObject private var viewModel = RadioScreenViewModel()
    @EnvironmentObject var audio: AudioController
    @EnvironmentObject var data: DataService
    @ObservedObject var settings = AppSettings.shared
    var body: some View { Text(viewModel.title) }
}

final class RadioScreenViewModel: ObservableObject {
    @Published var title = ""
}

final class AudioController: ObservableObject {}
final class DataService: ObservableObject {}
final class AppSettings: ObservableObject {
    static let shared = AppSettings()
}
