import MVVMAnalyzerCore

extension ObservedObjectCreatedInViewRule {
    /// Whether a SwiftUI parent may build the view again: it is built in a view's, an `App`'s or
    /// a `Scene`'s code somewhere in the workspace, or nowhere the workspace shows (previews aside). A view built only outside SwiftUI views
    /// (the root of a `UIHostingController` made by a view controller or a coordinator) is built
    /// once per screen, so an object it creates for itself is not lost on re-render.
    static func mayBeRebuiltByAParent(_ view: TypeFact?, context: RuleContext) -> Bool {
        guard let view else { return true }
        let needle = Array((view.name + "(").utf8)
        var builtByUIKit = false
        for (path, file) in context.workspace.sourceFiles {
            let bytes = file.lines.bytes
            var from = 0
            while from < bytes.count, let match = bytes[from...].firstRange(of: needle) {
                defer { from = match.lowerBound + 1 }
                guard match.lowerBound == 0 || !IdentifierBytes.isIdentifierByte(bytes[match.lowerBound - 1]) else { continue }
                let builder = file.facts.types.filter { $0.range.start <= match.lowerBound && match.lowerBound < $0.range.end }
                    .max { $0.range.start < $1.range.start }
                // The view's own declaration (a static factory, a recursive child) says nothing.
                if builder?.name == view.name, path == context.path { continue }
                guard let builder, !builder.inheritedTypes.contains("PreviewProvider") else { continue }
                guard isHostingRoot(match.lowerBound, in: bytes) || isUIKitSide(builder) else { return true }
                builtByUIKit = true
            }
        }
        return !builtByUIKit
    }

    /// Whether the view is built as a hosting controller's root (`UIHostingController(rootView: X(…))`).
    private static func isHostingRoot(_ offset: Int, in bytes: [UInt8]) -> Bool {
        let label = Array("rootView:".utf8)
        var end = offset
        while end > 0, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        return end >= label.count && Array(bytes[(end - label.count)..<end]) == label
    }

    /// Whether a type is UIKit/AppKit code: a class inheriting from a `UI…`/`NS…` type or a
    /// `…Controller`.
    private static func isUIKitSide(_ type: TypeFact) -> Bool {
        type.kind == .class && type.inheritedTypes.contains { name in
            name.hasPrefix("UI") || name.hasPrefix("NS") || name.hasSuffix("Controller")
        }
    }
}
