import FOSMVVM

/// Any error, shown as a toast.
@ViewModel(options: [.clientHostedFactory])
public struct ToastViewModel {
    public let message: LocalizableString

    public var vmId: ViewModelId = .init(type: Self.self)

    public init(message: LocalizableString) {
        self.message = message
    }
}
