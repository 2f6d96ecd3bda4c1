import FOSMVVM

/// Why a task could not be added, in the user's language.
@LocalizableError
public struct TaskCreateError: ServerRequestError {
    @LocalizedString public var columnFull

    public var localizedMessage: any Localizable { columnFull }

    public init() {}
}
