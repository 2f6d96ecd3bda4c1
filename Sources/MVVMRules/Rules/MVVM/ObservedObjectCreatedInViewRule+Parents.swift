import MVVMAnalyzerCore

extension ObservedObjectCreatedInViewRule {
    /// Whether a SwiftUI parent may build the view again: it is built in a view's, an `App`'s or
    /// a `Scene`'s code somewhere in the workspace, or nowhere the workspace shows (previews aside). A view built only outside SwiftUI views
    /// (the root of a `UIHostingController` made by a view controller or a coordinator) is built
    /// once per screen, so an object it creates for itself is not lost on re-render.
    static func mayBeRebuiltByAParent(_ view: TypeFact?, context: RuleContext) -> Bool {
        guard let view else { return true }
        let needle = Array((view.name + "(").utf8)
        var builtOutsideViews = false
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
                if builder.isView || builder.inheritedTypes.contains(where: { $0 == "App" || $0 == "Scene" }) { return true }
                builtOutsideViews = true
            }
        }
        return !builtOutsideViews
    }
}
