import Foundation

final class MessageViewModel: ObservableObject {
    @Published var subject = ""
}
