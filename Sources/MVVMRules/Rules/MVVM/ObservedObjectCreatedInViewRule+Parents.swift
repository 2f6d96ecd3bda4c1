import MVVMAnalyzerCore
import SwiftSyntax

extension ObservedObjectCreatedInViewRule {
    /// Whether a SwiftUI parent may build the view again: somewhere in the workspace it is built
    /// on a view's render path, or by code that is neither UIKit nor an action, or nowhere the
    /// workspace shows (previews aside). A view built only by UIKit (a hosting controller's
    /// `rootView:`, a view controller) or only in actions (`Button { push(X()) }`) is built once
    /// per screen or tap, so an object it creates in its `init` is not lost on re-render.
    static func mayBeRebuiltByAParent(_ view: TypeFact?, context: RuleContext) -> Bool {
        guard let view else { return true }
        let needle = Array((view.name + "(").utf8)
        var builtOnce = false
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
                guard isHostingRoot(match.lowerBound, in: bytes) || isUIKitSide(builder)
                        || isBuiltInAnAction(at: match.lowerBound, by: builder, in: file) else { return true }
                builtOnce = true
            }
        }
        return !builtOnce
    }

    /// Whether the view built at `offset` is built by a view's action (a button's action, a
    /// completion handler), not on that view's render path.
    private static func isBuiltInAnAction(at offset: Int, by builder: TypeFact, in file: SourceFile) -> Bool {
        guard builder.isView, let member = builder.members.first(where: { $0.range.start <= offset && offset < $0.range.end }),
              member.kind != .initializer,
              let token = file.tree.token(at: AbsolutePosition(utf8Offset: offset)) else { return false }
        return RenderPath.isInAction(Syntax(token), member: member)
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
