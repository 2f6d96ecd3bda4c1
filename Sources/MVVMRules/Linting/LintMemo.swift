import MVVMAnalyzerCore

/// What one lint of a file leaves for the next lint of the same file: the findings of each
/// member declaration ("unit", see `WalkScope.unit`), so that after an edit the walk skips the
/// units the edit did not touch and reuses their findings, moved to their new place.
///
/// Reuse is all or nothing per lint: it needs the same configuration, no change to any other
/// file of the workspace, and file facts equal but for positions (so every unit sees the scope
/// it saw before). A unit is reused only when its range and every range its findings mention in
/// this file lie outside the edited region.
public struct LintMemo: Sendable {
    let path: String
    let planKey: LintPlan.Key
    let workspaceStamp: UInt64
    let bytes: [UInt8]
    let positionFreeFacts: FileFacts
    let findingsByUnit: [ByteRange: [Finding]]
    let unitsInViews: Set<ByteRange>
    let unitsInPreviews: Set<ByteRange>
    /// How many units the lint that left this memo reused instead of walking them.
    public let reusedUnitCount: Int

    /// The findings of the units of `previous`'s file, keyed by where the units are now, for
    /// the units that can be reused in `file` (none of `blockers` applies); empty when nothing
    /// can.
    /// `positionFreeFacts` are `file.facts.positionFree`.
    static func reusableUnits(
        from previous: LintMemo?, for file: SourceFile, positionFreeFacts: FileFacts,
        planKey: LintPlan.Key, in workspace: WorkspaceSnapshot,
        blockedBy blockers: [ReuseBlocker]
    ) -> [ByteRange: [Finding]] {
        guard let previous, previous.path == file.path, previous.planKey == planKey,
            workspace.hasChanged(onlyAt: file.path, since: previous.workspaceStamp),
            previous.positionFreeFacts == positionFreeFacts
        else { return [:] }
        let difference = TextDifference(from: previous.bytes, to: file.lines.bytes)
        let occurrences = blockers.map { Self.offsets(of: $0.text, in: file.lines.bytes) }
        var reusable: [ByteRange: [Finding]] = [:]
        for (unit, findings) in previous.findingsByUnit {
            guard let moved = difference.map(unit) else { continue }
            // A view or preview declared inside the unit counts as well as one around it.
            let inView =
                previous.unitsInViews.contains(unit)
                || file.facts.types.contains { $0.isView && moved.contains($0.range) }
            let inPreview =
                previous.unitsInPreviews.contains(unit)
                || file.facts.previews.contains { moved.contains($0.range) }
            let isBlocked = zip(blockers, occurrences).contains { blocker, offsets in
                (!blocker.onlyInViews || inView) && (!blocker.onlyInPreviews || inPreview)
                    && offsets.contains { moved.start <= $0 && $0 < moved.end }
            }
            guard !isBlocked else { continue }
            let movedFindings = findings.compactMap { $0.mappingRanges(inFile: file.path, difference.map) }
            guard movedFindings.count == findings.count else { continue }
            reusable[moved] = movedFindings
        }
        return reusable
    }
}

/// A text that, found in a member declaration where its rule can report, keeps the
/// declaration's findings from being reused (see `Rule.requiredTexts`).
struct ReuseBlocker: Sendable, Hashable {
    let text: String
    /// The rule reports only inside views.
    let onlyInViews: Bool
    /// The rule reports only inside previews.
    let onlyInPreviews: Bool
}

extension LintMemo {
    /// Where `text` starts in `bytes`, every time.
    static func offsets(of text: String, in bytes: [UInt8]) -> [Int] {
        let needle = Array(text.utf8)
        guard let first = needle.first, needle.count <= bytes.count else { return [] }
        var offsets: [Int] = []
        var index = 0
        while index <= bytes.count - needle.count {
            if bytes[index] == first, bytes[index..<index + needle.count].elementsEqual(needle) {
                offsets.append(index)
            }
            index += 1
        }
        return offsets
    }
}

extension Finding {
    /// This diagnostic with every range in the file at `path` passed through `transform`; nil
    /// when `transform` cannot place one of them.
    func mappingRanges(inFile path: String, _ transform: (ByteRange) -> ByteRange?) -> Finding? {
        guard self.path == path, let range = transform(range) else { return nil }
        var mapped = self
        mapped.range = range
        for index in relatedLocations.indices where relatedLocations[index].path == path {
            guard let moved = transform(relatedLocations[index].range) else { return nil }
            mapped.relatedLocations[index].range = moved
        }
        for fixIndex in fixes.indices {
            for changeIndex in fixes[fixIndex].changes.indices {
                guard case .edit(let editedPath, let replacements) = fixes[fixIndex].changes[changeIndex],
                    editedPath == path
                else { continue }
                var moved: [TextReplacement] = []
                for replacement in replacements {
                    guard let range = transform(replacement.range) else { return nil }
                    moved.append(TextReplacement(range: range, newText: replacement.newText))
                }
                mapped.fixes[fixIndex].changes[changeIndex] = .edit(path: path, replacements: moved)
            }
        }
        return mapped
    }
}
