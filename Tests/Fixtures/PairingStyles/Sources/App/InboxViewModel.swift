import Foundation

final class InboxViewModel: ObservableObject {
    @Published var title = ""
    @Published var unreadCount = 0
}
