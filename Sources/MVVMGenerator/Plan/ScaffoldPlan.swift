/// A file the plan creates.
public struct PlannedFile: Sendable, Hashable {
    /// Relative to the workspace root, `/`-separated.
    public var path: String
    public var role: FileRole
    /// The id of the template that rendered it.
    public var templateID: String
    public var contents: String
}

/// A file the plan would create but that already exists; it is never overwritten.
public struct ScaffoldConflict: Sendable, Hashable {
    /// Relative to the workspace root.
    public var path: String
    public var role: FileRole
    /// What the plan would have written there.
    public var contents: String
}

/// What a scaffold writes: new files only. Nothing is written by the planner.
public struct ScaffoldPlan: Sendable, Hashable {
    /// The files to create, none of which exists.
    public var files: [PlannedFile]
    /// The files left out because they exist on disk or in the snapshot.
    public var conflicts: [ScaffoldConflict]
    /// Where each API the files call beyond SwiftUI comes from (contract views:
    /// `String.localized()`, `View.onFirstAppear(_:)`): the workspace, or a file of this plan.
    public var helpers: [SupportHelper]

    /// Whether every planned file can be written.
    public var hasConflicts: Bool { !conflicts.isEmpty }

    /// The file to open once the plan is written: the view (also when it fills an empty file
    /// the user made for it), else the first file.
    public var mainFile: String? {
        files.first { $0.role == .view }?.path ?? conflicts.first { $0.role == .view }?.path ?? files.first?.path
    }
}
