import SwiftUI

public struct DSAsyncImage: View {
    private let url: URL?
    private let accessibilityIdentifier: String

    public init(url: URL?, accessibilityIdentifier: String) {
        self.url = url
        self.accessibilityIdentifier = accessibilityIdentifier
    }

    public var body: some View {
        AsyncImage(url: url) { image in
            image.resizable().scaledToFill()
        } placeholder: {
            ProgressView()
        }
        .frame(width: Spacing.large * 2, height: Spacing.large * 2)
        .clipShape(Circle())
        .accessibilityIdentifier(accessibilityIdentifier)
    }
}

#Preview {
    DSAsyncImage(url: nil, accessibilityIdentifier: "preview.image")
}
