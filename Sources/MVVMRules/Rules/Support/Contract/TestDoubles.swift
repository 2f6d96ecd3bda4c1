/// Recognises preview stubs, mocks and other test doubles, which mimic view models without
/// following their rules.
enum TestDoubles {
    static let suffixes = ["PreviewStub", "PreviewMock", "Stub", "Mock", "Spy", "Fake", "Dummy"]

    /// Whether `name` is a test double's (`CharacterListViewModelPreviewStub`).
    static func isTestDouble(_ name: String) -> Bool {
        suffixes.contains { name.hasSuffix($0) }
    }

    /// Whether `path` is in a tests folder or is a test file.
    static func isTestFile(_ path: String) -> Bool {
        path.contains("/Tests/") || path.hasSuffix("Tests.swift")
    }
}
