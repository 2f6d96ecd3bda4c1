import Observation

@Observable
public final class NoteDetailViewModel {
    public var title: String
    public var body: String

    public init(title: String, body: String) {
        self.title = title
        self.body = body
    }
}
