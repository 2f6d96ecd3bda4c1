import SwiftUI

public struct DSCardInfoRow: View {
    private let imageURL: URL?
    private let title: String
    private let subtitle: String?
    private let accessibilityIdentifier: String

    public init(imageURL: URL?, title: String, subtitle: String? = nil, accessibilityIdentifier: String) {
        self.imageURL = imageURL
        self.title = title
        self.subtitle = subtitle
        self.accessibilityIdentifier = accessibilityIdentifier
    }

    public var body: some View {
        HStack(spacing: Spacing.medium) {
            DSAsyncImage(url: imageURL, accessibilityIdentifier: accessibilityIdentifier + ".image")
            VStack(alignment: .leading, spacing: Spacing.xSmall) {
                Text(title)
                    .font(Typography.bodyLarge)
                    .foregroundStyle(SemanticColor.textPrimary)
                    .accessibilityIdentifier(accessibilityIdentifier + ".title")
                if let subtitle {
                    Text(subtitle)
                        .font(Typography.caption)
                        .foregroundStyle(SemanticColor.textSecondary)
                }
            }
        }
        .padding(Spacing.medium)
        .background(SemanticColor.surface)
        .clipShape(RoundedRectangle(cornerRadius: CornerRadius.medium))
    }
}

#Preview {
    DSCardInfoRow(imageURL: nil, title: "Rick Sanchez", subtitle: "Human", accessibilityIdentifier: "preview.row")
}
