import MVVMAnalyzerCore
import MVVMOperations

/// `matching_file`: a view's view models, a view model's views (the editor's "matching file").
enum MatchingFileTool: WorkspaceTool {
    static let name = "matching_file"
    static let description = """
        Find the counterpart of a view or view model: for a View, the ViewModel(s) it renders; \
        for a ViewModel (or its contract protocol), the View(s) that render it; for a \
        localization YAML file, the view models it localizes. Give `file` (every top-level type \
        of it counts) or `type` (a type name). Returns `matches`, each with file (relative to \
        the workspace root), 1-based line and column of the type's name, and the type.
        """
    static let isReadOnly = true

    struct Arguments: ToolArguments {
        var file: String?
        var type: String?

        enum CodingKeys: String, CodingKey, CaseIterable { case file, type }

        static func parameter(_ key: CodingKeys) -> ToolParameter {
            switch key {
            case .file: ToolParameter(.string, "A Swift or localization file, relative to the workspace root.")
            case .type: ToolParameter(.string, "A view or view-model type name, e.g. OrdersViewModel.")
            }
        }
    }

    static func call(_ arguments: Arguments, in workspace: MCPWorkspace) throws(ToolFailure) -> ToolOutput {
        guard (arguments.file == nil) != (arguments.type == nil) else {
            throw .invalidArguments("give either 'file' or 'type', not both or neither")
        }
        let snapshot = workspace.read().snapshot
        let locations: [SymbolLocation]
        if let typeName = arguments.type {
            guard let declaration = snapshot.declaration(of: typeName) else {
                throw .failed("no type named \(typeName) is declared in the workspace")
            }
            locations = snapshot.matchingLocations(forFile: declaration.path, at: declaration.type.nameRange.start)
        } else {
            let file = arguments.file ?? ""
            let path = try workspace.absolutePath(file)
            guard snapshot.sourceFiles[path] != nil || snapshot.localization.files[path] != nil else {
                throw .failed("\(file) is no Swift or localization file of the workspace")
            }
            locations = snapshot.matchingLocations(forFile: path, at: nil)
        }
        return try ToolOutput(
            MatchingAnswer(
                matches: locations.compactMap { location in
                    snapshot.sourceFiles[location.path].map { Match(location, lines: $0.lines, root: workspace.root) }
                }))
    }
}

private struct MatchingAnswer: Encodable {
    let matches: [Match]
}

private struct Match: Encodable {
    let file: String
    let line: Int
    let column: Int
    let type: String

    init(_ location: SymbolLocation, lines: LineTable, root: WorkspaceRoot) {
        let start = lines.position(ofOffset: location.range.start, unit: .utf8)
        file = root.relativePath(location.path)
        line = start.line + 1
        column = start.column + 1
        let bytes = lines.bytes
        type = String(
            decoding: bytes[min(location.range.start, bytes.count)..<min(location.range.end, bytes.count)],
            as: UTF8.self)
    }
}
