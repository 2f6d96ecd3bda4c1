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
/// that use the router are view models. One view model elsewhere in the app is not a habit.
struct NavigationEvidence {
    let context: RuleContext
    /// The module's verdict per router, searched once per file however many views use it.
    private var moduleHabits: [String: String?] = [:]

    init(context: RuleContext) {
        self.context = context
    }

    /// The words to add to the message naming the evidence; nil where there is none (the team
    /// navigates from its views by design) and the view is not reported. The FOSMVVM and
    /// contract conventions require view-model-driven navigation and add nothing.
    mutating func habit(navigatingWith navigator: String?, ownViewModels: [OwnViewModel]) -> String? {
        guard context.convention == .plain else { return "" }
        guard let navigator else { return nil }
        if let own = ownViewModels.first(where: { Self.uses(navigator, in: $0.parts, context: context) }) {
            return ", as its own view model `\(own.typeName)` already does with `\(navigator)`"
        }
        if let known = moduleHabits[navigator] { return known }
        let found = moduleHabit(navigatingWith: navigator)
        moduleHabits[navigator] = found
        return found
    }

    /// Whether any of `parts` holds `navigator` (its type or property wrapper) or names it.
    static func uses(_ navigator: String, in parts: [TypeReference], context: RuleContext) -> Bool {
        let needle = Array(navigator.utf8)
        return parts.contains { part in
            part.type.storedProperties.contains { $0.heldTypeName == navigator || $0.attributes.contains(named: navigator) }
                || context.workspace.sourceFiles[part.path].map {
                    IdentifierBytes.contains(needle, in: $0.lines.bytes, within: part.type.range)
                } == true
        }
    }

    /// Whether the view model (`parts`) holds a router in its property `name` and uses it in its
    /// own code beyond declaring it (`router.push(…)` in a method).
    static func navigates(_ parts: [TypeReference], through name: String, context: RuleContext) -> Bool {
        // The property must hold a router: a type declared with navigation API (a web view's
        // `goBack()` is not screen navigation), or, where its type is not written
        // (`let router = resolve(…)`), one the view model itself calls navigation API on.
        guard let property = parts.lazy.compactMap({ $0.type.storedProperties.first { $0.name == name } }).first
        else { return false }
        if let held = property.heldTypeName {
            guard NavigationRole.isNavigationType(held, workspace: context.workspace) else { return false }
        } else if property.declaredType == nil {
            return parts.contains { part in
                context.workspace.sourceFiles[part.path].map {
                    callsNavigation(on: name, in: $0.lines.bytes, within: part.type.range)
                } == true
            }
        } else {
            return false
        }
        let needle = Array(name.utf8)
        let uses = parts.reduce(0) { total, part in
            total + (context.workspace.sourceFiles[part.path].map {
                IdentifierBytes.count(needle, in: $0.lines.bytes, within: part.type.range, upTo: 2)
            } ?? 0)
        }
        return uses >= 2
    }

    /// The module's habit: at least two view models, and two thirds of the types of the view's
    /// module that hold or name `navigator`, are view models.
    private func moduleHabit(navigatingWith navigator: String) -> String? {
        let module = context.workspace.modules.module(containing: context.path)
        let needle = Array(navigator.utf8)
        var viewModels: Set<String> = []
        var others: Set<String> = []
        for (path, file) in context.workspace.sourceFiles where module.contains(path) && context.workspace.isAppCode(path) {
            for type in file.facts.types where type.name != navigator && (type.isView || type.isViewModel) {
                let uses = type.storedProperties.contains { $0.heldTypeName == navigator || $0.attributes.contains(named: navigator) }
                    || IdentifierBytes.contains(needle, in: file.lines.bytes, within: type.range)
                guard uses else { continue }
                if type.isViewModel && !type.isView && TypeName.looksLikeViewModel(type.name) {
                    viewModels.insert(type.qualifiedName)
                } else {
                    others.insert(type.qualifiedName)
                }
            }
        }
        let total = viewModels.count + others.count
        guard viewModels.count >= 2, viewModels.count * 3 >= total * 2, let first = viewModels.sorted().first else { return nil }
        return ", as `\(first)` and \(viewModels.count - 1) other view model\(viewModels.count == 2 ? "" : "s") of module "
            + "`\(module.name)` already do with `\(navigator)` (\(viewModels.count) of the \(total) types there that use it)"
    }

    /// Whether `bytes[range]` calls a navigation method on `name` (`router.present(for: …)`).
    private static func callsNavigation(on name: String, in bytes: [UInt8], within range: ByteRange) -> Bool {
        let needle = Array((name + ".").utf8)
        var from = range.start
        while from < range.end, let match = bytes[from..<range.end].firstRange(of: needle) {
            defer { from = match.lowerBound + 1 }
            guard match.lowerBound == 0 || !IdentifierBytes.isIdentifierByte(bytes[match.lowerBound - 1]) else { continue }
            var end = match.upperBound
            while end < range.end, IdentifierBytes.isIdentifierByte(bytes[end]) { end += 1 }
            let method = String(decoding: bytes[match.upperBound..<end], as: UTF8.self)
            if end < range.end, bytes[end] == UInt8(ascii: "("),
               NavigationRole.isNavigationMethod(method, calledOnStoredProperty: true) { return true }
        }
        return false
    }
}
