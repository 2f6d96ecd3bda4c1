import FOSMVVM

/// The about box.
public struct AboutViewModel: ViewModel {
    @LocalizedString public var versionLabel

    public var vmId: ViewModelId = .init(type: Self.self)

    public init() {}
}
