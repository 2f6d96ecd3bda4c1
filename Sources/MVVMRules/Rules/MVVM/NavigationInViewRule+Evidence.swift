import MVVMAnalyzerCore

/// A view model a view holds: the property, the type, and the type's declaration parts.
struct OwnViewModel {
    let property: String
    let typeName: String
    let parts: [TypeReference]
}

/// Whether a plain app's team navigates through view models with a router, decided from
/// evidence about the flagged view itself: its own view model holds or names the router, or a
/// clear majority (two thirds, at least two view models) of the types of the view's own module
/// that use the router are view models. One view model elsewhere in the app is not a habit; nor
/// is a router the module's views navigate with more often than its view models do (a
/// singleton coordinator or environment router called from views by design).
struct NavigationEvidence {
    let context: RuleContext

    /// The types of the view's module that hold or name a router, and their navigating lines.
    private struct ModuleUse: Sendable {
        var viewModels: Set<String> = []
        var others: Set<String> = []
        var linesInViews = 0
        var linesInViewModels = 0
    }

    init(context: RuleContext) {
        self.context = context
    }

    /// The words to add to the message naming the evidence; nil where there is none (the team
    /// navigates from its views by design) and the view is not reported. The FOSMVVM and
    /// contract conventions require view-model-driven navigation and add nothing.
    func habit(navigatingWith navigator: String?, ownViewModels: [OwnViewModel]) -> String? {
        guard context.convention == .plain else { return "" }
        guard let navigator else { return nil }
        let module = context.workspace.modules.module(containing: context.path)
        // Once per module and router for the whole workspace state, however many views ask.
        let use = context.workspace.derived.value(
            DerivedValueKey(
                NavigationInViewRule.description.id + " module use",
                module.root, navigator)
        ) {
            moduleUse(of: navigator, in: module)
        }
        // The module's views navigate with it more than its view models: the team's habit.
        guard use.linesInViews <= use.linesInViewModels else { return nil }
        if let own = ownViewModels.first(where: { Self.uses(navigator, in: $0.parts, context: context) }) {
            return ", as its own view model `\(own.typeName)` already does with `\(navigator)`"
        }
        let total = use.viewModels.count + use.others.count
        guard use.viewModels.count >= 2, use.viewModels.count * 3 >= total * 2, let first = use.viewModels.min() else {
            return nil
        }
        return
            ", as `\(first)` and \(use.viewModels.count - 1) other view model\(use.viewModels.count == 2 ? "" : "s") of module "
            + "`\(module.name)` already do with `\(navigator)` (of the \(total) types there that hold or name it, "
            + "\(use.viewModels.count) are view models)"
    }

    /// Whether `type` holds `navigator` (its type or property wrapper) or names it.
    private static func holdsOrNames(_ navigator: String, _ type: TypeFact, in bytes: [UInt8]) -> Bool {
        type.storedProperties.contains { $0.heldTypeName == navigator || $0.attributes.contains(named: navigator) }
            || IdentifierBytes.contains(Array(navigator.utf8), in: bytes, within: type.range)
    }

    /// Whether any of `parts` holds `navigator` (its type or property wrapper) or names it.
    static func uses(_ navigator: String, in parts: [TypeReference], context: RuleContext) -> Bool {
        parts.contains { part in
            context.workspace.sourceFiles[part.path].map { holdsOrNames(navigator, part.type, in: $0.lines.bytes) }
                == true
        }
    }

    /// Whether the view model (`parts`, type `typeName`) holds a router in its property `name`
    /// and does most of the navigation with it itself: its own code calls navigation API on it at
    /// least as often as the views holding it do through it (`viewModel.router.push(…)`). Where
    /// the views make most of those calls, navigating from the view is the team's habit.
    /// Searched once per view model and property for the whole workspace state.
    func navigatesMostly(_ owner: OwnViewModel, through name: String) -> Bool {
        context.workspace.derived.value(
            DerivedValueKey(
                NavigationInViewRule.description.id + " navigates mostly",
                owner.typeName, name)
        ) {
            Self.navigatesMostly(owner.parts, typeName: owner.typeName, through: name, context: context)
        }
    }

    private static func navigatesMostly(
        _ parts: [TypeReference], typeName: String, through name: String,
        context: RuleContext
    ) -> Bool {
        guard holdsRouter(parts, in: name, context: context) else { return false }
        let own = parts.reduce(0) { total, part in
            total
                + (context.workspace.sourceFiles[part.path].map {
                    navigationCalls(on: name, in: $0.lines.bytes, within: part.type.range)
                } ?? 0)
        }
        guard own > 0 else { return false }
        let base = TypeName.base(of: typeName)
        let needle = Array(base.utf8)
        var fromViews = 0
        for file in context.workspace.files(naming: base) where file.facts.types.contains(where: \.isView) {
            let bytes = file.lines.bytes
            let whole = ByteRange(start: 0, end: bytes.count)
            guard IdentifierBytes.contains(needle, in: bytes, within: whole) else { continue }
            let outside = parts.filter { $0.path == file.path }.map(\.type.range)
            fromViews += navigationCalls(on: name, in: bytes, within: whole, throughMember: true, excluding: outside)
        }
        return own >= fromViews
    }

    /// A web view's `goBack()` is not screen navigation: a property of a type not declared with
    /// navigation API is not a router. One whose type is not written (`let router = resolve(…)`)
    /// is judged by the view model's own calls on it (`navigatesMostly`).
    private static func holdsRouter(_ parts: [TypeReference], in name: String, context: RuleContext) -> Bool {
        guard let property = parts.lazy.compactMap({ $0.type.storedProperties.first { $0.name == name } }).first
        else { return false }
        if let held = property.heldTypeName {
            return NavigationRole.isNavigationType(held, workspace: context.workspace)
        }
        return property.declaredType == nil
    }

    /// The types of the view's module (app code) that hold or name `navigator`, and how many of
    /// their lines navigate, split between views and view models.
    private func moduleUse(of navigator: String, in module: SwiftModule) -> ModuleUse {
        let needle = Array(navigator.utf8)
        var use = ModuleUse()
        for file in context.workspace.files(naming: navigator)
        where module.contains(file.path) && context.workspace.isAppCode(file.path) {
            let bytes = file.lines.bytes
            guard IdentifierBytes.contains(needle, in: bytes, within: ByteRange(start: 0, end: bytes.count)) else {
                continue
            }
            for type in file.facts.types
            where type.name != navigator && (type.isView || type.isViewModel)
                && Self.holdsOrNames(navigator, type, in: bytes)
            {
                let holders = type.storedProperties.filter {
                    $0.heldTypeName == navigator || $0.attributes.contains(named: navigator)
                }.map(\.name)
                let lines = Self.navigationLines(holders: holders, in: file, within: type.range)
                if type.isView { use.linesInViews += lines } else { use.linesInViewModels += lines }
                if type.isViewModel && !type.isView && TypeName.looksLikeViewModel(type.name) {
                    use.viewModels.insert(type.qualifiedName)
                } else {
                    use.others.insert(type.qualifiedName)
                }
            }
        }
        return use
    }

    /// How many lines of `file[range]` (a type that holds or names the router) call a navigation
    /// method (`Coordinator.shared.present(…)`, `router.push(…)`, also on a router passed in as a
    /// parameter), or set a router's state through one of `holders` (`router.presentedSheet = …`).
    private static func navigationLines(holders: [String], in file: SourceFile, within range: ByteRange) -> Int {
        let bytes = file.lines.bytes
        var count = 0
        var line = file.lines.lineIndex(containing: range.start)
        while line < file.lines.lineCount, file.lines.lineStarts[line] < range.end {
            let start = max(file.lines.lineStarts[line], range.start)
            let end = min(line + 1 < file.lines.lineCount ? file.lines.lineStarts[line + 1] : bytes.count, range.end)
            let text = ByteRange(start: start, end: end)
            if callsNavigationMethod(in: bytes, within: text)
                || holders.contains(where: { navigationCalls(on: $0, in: bytes, within: text) > 0 })
            {
                count += 1
            }
            line += 1
        }
        return count
    }

    /// Whether `bytes[range]` holds `.name(` where `name` is a navigation method.
    private static func callsNavigationMethod(in bytes: [UInt8], within range: ByteRange) -> Bool {
        var index = range.start
        while index < range.end {
            if bytes[index] == UInt8(ascii: ".") {
                var end = index + 1
                while end < range.end, IdentifierBytes.isIdentifierByte(bytes[end]) { end += 1 }
                if end < range.end, end > index + 1, bytes[end] == UInt8(ascii: "("),
                    NavigationRole.isNavigationMethod(
                        String(decoding: bytes[(index + 1)..<end], as: UTF8.self),
                        calledOnStoredProperty: true)
                {
                    return true
                }
                index = end
            } else {
                index += 1
            }
        }
        return false
    }

    /// How many navigation calls are made on `name` in `bytes[range]` (`router.present(for: …)`,
    /// or router state set directly: `router.presentedSheet = …`);
    /// with `throughMember`, only as a member of something else (`viewModel.router.present(…)`),
    /// outside the `excluding` ranges.
    private static func navigationCalls(
        on name: String, in bytes: [UInt8], within range: ByteRange,
        throughMember: Bool = false, excluding: [ByteRange] = []
    ) -> Int {
        let needle = Array((name + ".").utf8)
        var found = 0
        var from = range.start
        while from < range.end, let match = bytes[from..<range.end].firstRange(of: needle) {
            defer { from = match.lowerBound + 1 }
            let start = match.lowerBound
            guard start == 0 || !IdentifierBytes.isIdentifierByte(bytes[start - 1]),
                !throughMember || (start > 0 && bytes[start - 1] == UInt8(ascii: ".")),
                !excluding.contains(where: { $0.start <= start && start < $0.end })
            else { continue }
            var end = match.upperBound
            while end < range.end, IdentifierBytes.isIdentifierByte(bytes[end]) { end += 1 }
            let method = String(decoding: bytes[match.upperBound..<end], as: UTF8.self)
            if end < range.end, bytes[end] == UInt8(ascii: "("),
                NavigationRole.isNavigationMethod(method, calledOnStoredProperty: true)
            {
                found += 1
            } else if isAssignment(in: bytes, after: end, before: range.end) {
                found += 1 // router state set directly (`router.presentedSheet = .compose`)
            }
        }
        return found
    }

    /// Whether `bytes[index...]` continues with ` = ` (an assignment, not `==`).
    private static func isAssignment(in bytes: [UInt8], after index: Int, before end: Int) -> Bool {
        var index = index
        while index < end, bytes[index] == UInt8(ascii: " ") { index += 1 }
        return index + 1 < end && bytes[index] == UInt8(ascii: "=") && bytes[index + 1] != UInt8(ascii: "=")
    }
}
