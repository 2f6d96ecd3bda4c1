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

    // MARK: - Data

    public let name: String

    // MARK: - Operations

    private let isStub: Bool

    public var operations: any SettingsViewModelOperations {
        isStub ? SettingsViewModelStubOperations() : SettingsViewModelLiveOperations()
    }

    // MARK: - Identity

    public var vmId: ViewModelId = .init(type: Self.self)

    // MARK: - Initialization

    public init(name: String) {
        self.init(isStub: false, name: name)
    }

    private init(isStub: Bool, name: String) {
        self.isStub = isStub
        self.name = name
    }
}

// MARK: - Stubbable

public extension SettingsViewModel {
    static func stub() -> Self {
        .stub(name: "Name")
    }

    static func stub(name: String = "Name") -> Self {
        .init(isStub: true, name: name)
    }
}
