import FOSFoundation
import FOSMVVM
import Foundation

@ViewModel(options: [.clientHostedFactory])
public struct TaskBoardViewModel {
    /// Whether the children can be shown yet.
    public enum State: String, Codable, Sendable {
        case loading
        case ready
    }

    // MARK: - Localized UI Text

    @LocalizedString public var title

    // MARK: - Data

    public let name: String

    // MARK: - Children

    public let state: State
    public let summary: SummaryViewModel
    public let taskRows: [TaskRowViewModel]

    // MARK: - Identity

    public var vmId: ViewModelId = .init(type: Self.self)

    // MARK: - Initialization

    public init(name: String) {
        self.name = name
        // Build the children from the app state (the fields).
        self.state = .ready
        self.summary = .init(name: "Name")
        self.taskRows = []
    }
}

// MARK: - Stubbable

public extension TaskBoardViewModel {
    static func stub() -> Self {
        .stub(name: "Name")
    }

    static func stub(name: String = "Name") -> Self {
        .init(name: name)
    }
}
