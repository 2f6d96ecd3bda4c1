import FOSFoundation
import FOSMVVM
import Foundation

@ViewModel(options: [.clientHostedFactory])
public struct SettingsViewModel {
    // MARK: - Localized UI Text

    @LocalizedString public var title
    @LocalizedString public var performActionButtonLabel
    @LocalizedString public var errorTitle
    @LocalizedString public var errorMessage
    @LocalizedString public var dismissButtonLabel

    // MARK: - Identity

    public var vmId: ViewModelId = .init(type: Self.self)

    // MARK: - Initialization

    public init() {}
}

// MARK: - Stubbable

public extension SettingsViewModel {
    static func stub() -> Self {
        .init()
    }
}
