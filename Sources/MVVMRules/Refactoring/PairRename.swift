import Foundation
import MVVMAnalyzerCore

/// Why a view model cannot be renamed as asked.
public struct PairRenameError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

/// Renames a view model together with what is named after it: the views that render it
/// (`FooView`, `FooScreen`… → `BarView`, `BarScreen`…), its contract, view state and
/// operations types, the files named after those types, and its type key in localization YAML.
public enum PairRename {
    /// The types renamed when `oldName` becomes `newName`, old name → new name.
    public static func typeRenames(
        renaming oldName: String, to newName: String,
        in snapshot: WorkspaceSnapshot
    ) throws(PairRenameError) -> [String: String] {
        guard isIdentifier(newName) else {
            throw PairRenameError(message: "'\(newName)' is not a valid Swift type name")
        }
        guard let viewModel = snapshot.declaration(of: oldName) else {
            throw PairRenameError(message: "'\(oldName)' is not declared in the workspace")
        }
        var renames = [oldName: newName]
        let suffix = "ViewModel"
        if oldName.hasSuffix(suffix), newName.hasSuffix(suffix), newName.count > suffix.count {
            let oldFeature = String(oldName.dropLast(suffix.count))
            let newFeature = String(newName.dropLast(suffix.count))
            for companion in [
                "ViewModelContract", "ViewModelProtocol", "ViewModelImpl", "ViewState", "ViewModelOperations",
            ]
            where snapshot.declaration(of: oldFeature + companion) != nil {
                renames[oldFeature + companion] = newFeature + companion
            }
            for view in snapshot.views(renderingViewModelOrItsContracts: viewModel.type, in: viewModel.path) {
                let name = view.type.name
                guard name.hasPrefix(oldFeature) else { continue }
                let viewSuffix = String(name.dropFirst(oldFeature.count))
                if viewSuffix.isEmpty || TypeName.viewSuffixes.contains(viewSuffix) {
                    renames[name] = newFeature + viewSuffix
                }
            }
        }
        for (old, new) in renames where old != new && snapshot.declaration(of: new) != nil {
            throw PairRenameError(message: "Cannot rename \(old) to \(new): a type named \(new) already exists")
        }
        return renames
    }

    /// The changes: identifier edits in every Swift file, type-key edits in localization YAML,
    /// then the renames of files named after a renamed type. `skippingFileRenameOf` leaves out
    /// the rename of a file the editor renames itself.
    public static func changes(
        renaming oldName: String, to newName: String, in snapshot: WorkspaceSnapshot,
        skippingFileRenameOf skipped: String? = nil
    ) throws(PairRenameError) -> [WorkspaceChange] {
        let renames = try typeRenames(renaming: oldName, to: newName, in: snapshot)
        var edits: [WorkspaceChange] = []
        var fileRenames: [WorkspaceChange] = []
        for path in snapshot.sourceFiles.keys.sorted() {
            let file = snapshot.sourceFiles[path]!
            let occurrences = IdentifierOccurrences.find(Set(renames.keys), in: file)
            if !occurrences.isEmpty {
                edits.append(
                    .edit(
                        path: path,
                        replacements: occurrences.map {
                            TextReplacement(range: $0.range, newText: renames[$0.name]!)
                        }))
            }
            let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            if let renamed = renames[stem], path != skipped {
                fileRenames.append(.rename(from: path, to: sibling(of: path, named: renamed + ".swift")))
            }
        }
        for path in snapshot.localization.files.keys.sorted() {
            let file = snapshot.localization.files[path]!
            let text = String(decoding: file.lines.bytes, as: UTF8.self)
            guard let locales = (try? YAMLReader.read(text))??.pairs else { continue }
            let keys = locales.flatMap { $0.value.pairs ?? [] }.filter { $0.key == oldName }
            if !keys.isEmpty {
                edits.append(
                    .edit(path: path, replacements: keys.map { TextReplacement(range: $0.keyRange, newText: newName) }))
            }
            let name = (path as NSString).lastPathComponent
            if name == oldName + ".yml", path != skipped {
                fileRenames.append(.rename(from: path, to: sibling(of: path, named: newName + ".yml")))
            }
        }
        return edits + fileRenames
    }

    private static func sibling(of path: String, named name: String) -> String {
        ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(name)
    }

    private static let keywords: Set<String> = [
        "class", "struct", "enum", "protocol", "extension", "func", "var", "let", "init", "self", "Self",
        "Any", "import", "return", "if", "else", "switch", "case", "default", "for", "while", "in", "is", "as",
    ]

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !keywords.contains(name),
            CharacterSet.letters.contains(first) || first == "_"
        else { return false }
        return name.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || $0 == "_" }
    }
}
