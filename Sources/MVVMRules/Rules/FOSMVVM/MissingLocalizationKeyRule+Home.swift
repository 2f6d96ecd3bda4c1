import MVVMAnalyzerCore

/// Where a type's localization file lives or should be created.
enum LocalizationHome {
    /// The loaded `{typeName}.yml`, if the workspace has one.
    static func existingFile(for typeName: String, in store: LocalizationStore) -> LocalizationFile? {
        store.files.keys.sorted().first { SourcePath.fileName(of: $0) == "\(typeName).yml" }.flatMap { store.files[$0] }
    }

    /// The path for a new `{typeName}.yml`: in the folder of the workspace's localization files
    /// named like the Swift file's folder (`…/ViewModels/Tasks/` for `Tasks/TaskViewModel.swift`),
    /// else the folder holding most of them, else beside the Swift file.
    static func newFilePath(for typeName: String, declaredIn swiftPath: String, store: LocalizationStore) -> String {
        let folders = store.localizationFiles.map { SourcePath.folder(of: $0.path) }
        let feature = SourcePath.fileName(of: SourcePath.folder(of: swiftPath))
        let counts = Dictionary(folders.map { ($0, 1) }, uniquingKeysWith: +)
        let chosen =
            counts.keys.sorted().first { SourcePath.fileName(of: $0) == feature }
            ?? counts.keys.sorted { (counts[$1]!, $0.count, $0) < (counts[$0]!, $1.count, $1) }.first
            ?? SourcePath.folder(of: swiftPath)
        return "\(chosen)/\(typeName).yml"
    }
}
