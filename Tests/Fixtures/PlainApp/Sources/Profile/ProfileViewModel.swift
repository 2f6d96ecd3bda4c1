import Foundation
import Observation

@MainActor
final class ProfileViewModel: ObservableObject {
    @Published private(set) var displayName = ""
    @Published private(set) var memberSinceText = ""

    let userID: String

    init(userID: String) {
        self.userID = userID
    }

    func load() async {
        displayName = "Ada Lovelace"
        memberSinceText = "Member since 2024"
    }

    /// This app's view models drive navigation: the views that navigate themselves deviate.
    func openSettings(with router: AppRouter) {
        router.push(.settings)
    }
}

/// Edited in place by `EditProfileView` through `@Bindable`.
@Observable
final class EditProfileViewModel {
    var name: String
    var bio: String

    init(name: String, bio: String) {
        self.name = name
        self.bio = bio
    }

    var canSave: Bool { !name.isEmpty }
}
