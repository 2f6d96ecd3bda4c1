import FOSMVVM

/// The task board, refreshed while it is shown whenever the server's tasks change.
@ViewModel(options: [.live])
public struct BoardViewModel: RequestableViewModel, ModelIdentifiedViewModel {
    public typealias Request = BoardRequest

    @LocalizedString public var title
    public let columnCount: LocalizableInt
    public let modelIdentity: ModelIdentity
    public let vmId: ViewModelId

    public init(modelIdentity: ModelIdentity, columnCount: LocalizableInt) {
        self.modelIdentity = modelIdentity
        self.columnCount = columnCount
        self.vmId = modelIdentity.viewModelId
    }
}

extension BoardViewModel: ComposableFactory {
    public static var children: [ComposedChild] {
        [.child(BoardColumnsFactory.self)]
    }
}

/// The board's columns, composed into the board by the server.
public struct BoardColumnsFactory: ComposableFactory {}
