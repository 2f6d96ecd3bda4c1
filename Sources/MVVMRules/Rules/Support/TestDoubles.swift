import MVVMAnalyzerCore

/// Recognises preview stubs, mocks and other test doubles, which mimic view models without
/// following their rules.
enum TestDoubles {
    static let suffixes = ["PreviewStub", "PreviewMock", "Stub", "Mock", "Spy", "Fake", "Dummy"]

    /// Whether `name` is a test double's (`CharacterListViewModelPreviewStub`).
    static func isTestDouble(_ name: String) -> Bool {
        suffixes.contains { name.hasSuffix($0) }
    }

    /// Whether `path` is in a tests folder of the workspace at `root`, or is a test file.
    static func isTestFile(_ path: String, root: String) -> Bool {
        // With its leading slash, so that a `Tests` folder at the root is one too.
        let relative = RelativePath.subpath(of: path, below: root).map { "/" + $0 } ?? path
        return relative.contains("/Tests/") || relative.hasSuffix("Tests.swift")
    }
}
