import MVVMAnalyzerCore
import SwiftSyntax

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
///
/// Other files are read on their syntax trees, parsed again where the workspace keeps none:
/// only files whose bytes hold the names searched for, and once per workspace state.
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
        if let own = ownViewModels.first(where: { uses(navigator, in: $0) }) {
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

    /// Whether the view model holds `navigator` (its type or property wrapper) or names it in
    /// its code; once per view model and navigator for the whole workspace state.
    private func uses(_ navigator: String, in owner: OwnViewModel) -> Bool {
        context.workspace.derived.value(
            DerivedValueKey(NavigationInViewRule.description.id + " uses", owner.typeName, navigator)
        ) {
            owner.parts.contains { part in
                context.workspace.sourceFiles[part.path].map { Self.holdsOrNames(navigator, part.type, in: $0) } == true
            }
        }
    }

    /// Whether `type` holds `navigator` (its type or property wrapper) or names it in its code.
    private static func holdsOrNames(_ navigator: String, _ type: TypeFact, in file: SourceFile) -> Bool {
        !holders(of: navigator, in: type).isEmpty
            // The bytes first: a type whose text lacks the word does not name it.
            || (IdentifierBytes.contains(Array(navigator.utf8), in: file.lines.bytes, within: type.range)
                && file.tree.node(DeclSyntax.self, spanning: type.range)?.containsIdentifier(navigator) == true)
    }

    /// The stored properties of `type` that hold `navigator`: its type or property wrapper.
    private static func holders(of navigator: String, in type: TypeFact) -> [String] {
        type.storedProperties.filter { $0.heldTypeName == navigator || $0.attributes.contains(named: navigator) }
            .map(\.name)
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

    /// The property of the view model holding a router it does most of its navigation with
    /// (`navigatesMostly`), if any: `router` of `HomeViewModel`'s `private let router:
    /// HomeRouterRoutes` and `router.eIDRequest()`.
    func router(navigatedBy owner: OwnViewModel) -> String? {
        let routers = owner.parts.flatMap { part in
            part.type.storedProperties.filter { property in
                !property.isStatic
                    && property.heldTypeName.map {
                        NavigationRole.isNavigationType($0, workspace: context.workspace, throughInheritance: true)
                    } == true
            }.map(\.name)
        }
        return routers.sorted().first { name in
            navigatesMostly(owner, through: name) || callsAMethod(on: name, in: owner)
        }
    }

    /// Whether the view model's own code calls a method on its property `name`
    /// (`router.eIDRequest()`): a router declared with destinations of its own.
    private func callsAMethod(on name: String, in owner: OwnViewModel) -> Bool {
        owner.parts.contains { part in
            guard let file = context.workspace.sourceFiles[part.path],
                IdentifierBytes.contains(Array(name.utf8), in: file.lines.bytes, within: part.type.range)
            else { return false }
            return file.lines.text(in: part.type.range).range(
                of: #"\b"# + name + #"\.[a-zA-Z_]\w*\("#, options: .regularExpression) != nil
        }
    }

    private static func navigatesMostly(
        _ parts: [TypeReference], typeName: String, through name: String,
        context: RuleContext
    ) -> Bool {
        guard holdsRouter(parts, in: name, context: context) else { return false }
        let own = parts.reduce(0) { total, part in
            guard let file = context.workspace.sourceFiles[part.path],
                IdentifierBytes.contains(Array(name.utf8), in: file.lines.bytes, within: part.type.range),
                let declaration = file.tree.node(DeclSyntax.self, spanning: part.type.range)
            else { return total }
            return total + RouterUse(declaration).calls(on: name)
        }
        guard own > 0 else { return false }
        let base = TypeName.base(of: typeName)
        var fromViews = 0
        for file in context.workspace.files(naming: base)
        where file.facts.types.contains(where: \.isView) && mayName([base, name], in: file) {
            let outside = parts.filter { $0.path == file.path }.map(\.type.range)
            fromViews += RouterUse(file.tree).calls(on: name, throughMember: true, excluding: outside)
        }
        return own >= fromViews
    }

    /// Whether the file's bytes hold each of `names` as a whole word: a file without one of them
    /// is not parsed.
    private static func mayName(_ names: [String], in file: SourceFile) -> Bool {
        let whole = ByteRange(start: 0, end: file.lines.bytes.count)
        return names.allSatisfy { IdentifierBytes.contains(Array($0.utf8), in: file.lines.bytes, within: whole) }
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
    /// their lines navigate (`RouterUse.navigatingLines`), split between views and view models.
    private func moduleUse(of navigator: String, in module: SwiftModule) -> ModuleUse {
        var use = ModuleUse()
        for stored in context.workspace.files(naming: navigator)
        where module.contains(stored.path) && context.workspace.isAppCode(stored.path)
            && Self.mayName([navigator], in: stored)
        {
            let types = stored.facts.types.filter { $0.name != navigator && ($0.isView || $0.isViewModel) }
            guard !types.isEmpty else { continue }
            let file = stored.withTree()
            for type in types where Self.holdsOrNames(navigator, type, in: file) {
                guard let declaration = file.tree.node(DeclSyntax.self, spanning: type.range) else { continue }
                let lines = RouterUse(declaration).navigatingLines(
                    holders: Self.holders(of: navigator, in: type), lines: file.lines)
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
}
