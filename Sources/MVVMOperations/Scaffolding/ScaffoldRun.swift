import Foundation
import MVVMAnalyzerCore
import MVVMGenerator
import MVVMRules

/// A scaffold as `mvvm-lsp scaffold` and the MCP `scaffold` tool make it: the workspace read
/// with its configuration, the request planned, and the files written without overwriting any.
public struct ScaffoldRun: Sendable {
    /// The workspace root (absolute, standardized).
    public let root: String
    /// The files to write, paths relative to `root`; never conflicting.
    public let plan: ScaffoldPlan
    /// Files of the plan that exist but hold only white space (the user made them for the
    /// screen): they are filled, relative to `root`.
    public let filled: [ScaffoldConflict]

    /// Plans `arguments` in the workspace at `root`, with the `scaffold:` settings of its
    /// `.mvvm-lsp.yml`; `checkingNames` refuses names that hide library or workspace types.
    public init(_ arguments: ScaffoldArguments, root: String, checkingNames: Bool) throws(ScaffoldFailure) {
        let builder = try Self.requestBuilder(root: root)
        let plan: ScaffoldPlan
        do {
            plan = try builder.planner().plan(try builder.request(arguments), checkingNames: checkingNames)
        } catch {
            throw .refused(error)
        }
        let filled = plan.conflicts.filter { Self.isBlank(RelativePath.joined(root, $0.path)) }
        let conflicts = plan.conflicts.filter { !filled.contains($0) }
        guard conflicts.isEmpty else { throw .conflicts(conflicts.map(\.path)) }
        self.root = root
        self.plan = plan
        self.filled = filled
    }

    /// The workspace at `root`, read whole, with its `.mvvm-lsp.yml`; a broken configuration is
    /// refused.
    private static func requestBuilder(root: String) throws(ScaffoldFailure) -> ScaffoldRequestBuilder {
        let (configuration, errors) = ConfigurationSet.load(root: root)
        guard errors.isEmpty else { throw .configuration(errors) }
        let snapshot = WorkspaceSnapshot.load(
            root: root, paths: (try? WorkspaceSnapshot.analysablePaths(under: root)) ?? [],
            jobs: ProcessInfo.processInfo.activeProcessorCount)
        return ScaffoldRequestBuilder(
            root: root, snapshot: snapshot,
            configuration: configuration.resolved(
                forFile: (root as NSString).appendingPathComponent(Configuration.fileName)))
    }

    /// Whether the file at `path` exists and holds only white space.
    private static func isBlank(_ path: String) -> Bool {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return false }
        return text.allSatisfy(\.isWhitespace)
    }

    /// What the scaffold of `arguments` would follow, as `mvvm-lsp scaffold --explain` prints it:
    /// the convention and why, the screens the files are placed beside, and for a plain screen
    /// each item of the style with the evidence it was read from.
    public static func explanation(_ arguments: ScaffoldArguments, root: String) throws(ScaffoldFailure) -> [String] {
        let builder = try Self.requestBuilder(root: root)
        do {
            let request = try builder.request(arguments)
            let planner = try builder.planner()
            var lines = [
                "convention: \(request.convention.rawValue)" + (arguments.convention == nil ? "" : " (asked for)")
            ]
            lines.append("placement: " + planner.placementSummary(near: request.options.anchor, name: request.name))
            if request.convention == .plain {
                let style = try planner.plainStyle(
                    near: request.options.anchor, name: request.name, settings: request.options.plainStyle)
                lines += style.explanation
            }
            return lines
        } catch {
            throw .refused(error)
        }
    }

    /// Writes the planned files in order, creating folders, then fills the blank files;
    /// `created` is told each relative path once written. Stops at a file that appeared (or
    /// was written to) since planning and leaves it as it is.
    public func write(created: (String) -> Void = { _ in }) throws(ScaffoldFailure) {
        for file in plan.files {
            let url = URL(fileURLWithPath: root).appendingPathComponent(file.path)
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            } catch {
                throw .unwritable(file.path, reason: error.localizedDescription)
            }
            do {
                try Data(file.contents.utf8).write(to: url, options: .withoutOverwriting)
            } catch {
                throw .appearedMeanwhile(file.path)
            }
            created(file.path)
        }
        for file in filled {
            let path = RelativePath.joined(root, file.path)
            // Still blank: the user has not started writing it meanwhile.
            guard Self.isBlank(path) else { throw .appearedMeanwhile(file.path) }
            do {
                try Data(file.contents.utf8).write(to: URL(fileURLWithPath: path))
            } catch {
                throw .unwritable(file.path, reason: error.localizedDescription)
            }
            created(file.path)
        }
    }
}

/// Why a scaffold was not made. `description` is the message `mvvm-lsp scaffold` prints after
/// `error: ` (each configuration error on a line of its own).
public enum ScaffoldFailure: Error, Sendable, CustomStringConvertible {
    /// The workspace's `.mvvm-lsp.yml` files have errors.
    case configuration([ConfigurationError])
    /// The request is invalid, or its names are refused (see `ScaffoldError.isOverridableNameRefusal`).
    case refused(ScaffoldError)
    /// Files of the plan exist already (relative paths); nothing was written.
    case conflicts([String])
    /// A file appeared between planning and writing; it was left as it is.
    case appearedMeanwhile(String)
    /// A file of the plan, or its folder, could not be written.
    case unwritable(String, reason: String)

    public var description: String {
        switch self {
        case .configuration(let errors):
            errors.map { "\($0)" }.joined(separator: "\n")
        case .refused(let error):
            error.description
        case .conflicts(let paths):
            (["these files exist already; nothing was written:"] + paths.map { "  \($0)" }).joined(separator: "\n")
        case .appearedMeanwhile(let path):
            "\(path) appeared meanwhile; it was left as it is"
        case .unwritable(let path, let reason):
            "cannot write \(path): \(reason)"
        }
    }

    /// Whether forcing the name (`--force-name`, `forceName`) lets the scaffold go ahead.
    public var isOverridableNameRefusal: Bool {
        if case .refused(let error) = self { return error.isOverridableNameRefusal }
        return false
    }
}
