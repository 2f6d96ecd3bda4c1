import MVVMAnalyzerCore

/// A view that navigates itself instead of letting its view model drive navigation.
public struct NavigationInViewRule: Rule {
    public static let description = RuleDescription(
        id: "mvvm/navigation-in-view",
        name: "Navigation in view",
        defaultSeverities: .everywhere(.warning, plain: .localEvidence),
        summary: """
            A view that renders a view model holds a router and calls navigation API on it \
            (`push`, `pop…`, `navigate…`, `present…`, `route…`, `goTo…`, `open(…)`, `dismiss()`), \
            reaches a navigator type directly (`AppNavigator.shared.push(…)`), or navigates through \
            its view model's router (`viewModel.router.present(…)`) or through an environment value \
            of the app's that holds one (`env.router.push(…)`); reported at the call. Also a view pushing a screen \
            itself (`NavigationLink(destination: PrivacyView())`) while its own view model routes with a router \
            it holds and calls. In plain code only on evidence \
            about the view itself: its own view model navigates with that router (or two thirds of \
            its module's view models do), and its module's views do not make most of that router's \
            navigation; through the view model's router, only where the view model makes most of \
            those calls. In the FOSMVVM and contract conventions also a view that merely holds a type \
            declared with navigation API.
            """,
        rationale: """
            Views only know their view model: user actions call view-model methods \
            (`viewModel.didSelect(item)`) and the view model drives navigation. A view navigating \
            itself couples screens together and cannot be previewed or snapshot-tested alone. A \
            router is a type declared with navigation API or one the view calls such API on, never \
            a word in a name. Not reported: views with no view model (app-level navigation \
            containers, rows), SwiftUI environment values (`@Environment(\\.dismiss)`), \
            representable `Coordinator`s, objects whose methods only report intents \
            (`coordinator.loginTapped()`) and calls whose closures or arguments build views \
            (`present { EditView() }`: presentation a view model cannot do). In plain code also a \
            screen's own routing protocol declared beside it, a router the view owns \
            (`@StateObject`, a navigation container), and any router whose use the flagged view's \
            own code does not show as the team's habit: one view model elsewhere in the app is not \
            a habit, and where the module's views navigate with a router more than its view models \
            do, the team navigates from its views by design.
            """,
        triggeringExamples: triggeringExamples,
        nonTriggeringExamples: nonTriggeringExamples
    )

    public func check(_ file: SourceFile, context: RuleContext) -> [Finding] {
        let views = file.facts.types.filter { $0.isView && !$0.isExtension }
        guard !views.isEmpty else { return [] }
        // The tree is needed (parsed again when it was not kept) only for a view that the facts
        // and the text leave in question: one holding a view model and, in plain code, with a
        // navigation-like call in its own text. In a real app that is a few files in a hundred.
        var searchable: SourceFile?
        var diagnostics: [Finding] = []
        let evidence = NavigationEvidence(context: context)
        // Grouped once: a file may declare thousands of types.
        let rangesByName = Dictionary(grouping: file.facts.types, by: \.name).mapValues { $0.map(\.range) }
        for view in views {
            // The view's declaration and its extensions in this file, less the types nested in
            // them (a row declared inside a screen is a view of its own).
            let ranges = rangesByName[view.name] ?? []
            guard
                context.convention != .plain || NavigationCallFinder.mayCallNavigation(file, within: ranges)
                    || ranges.contains(where: {
                        IdentifierBytes.contains(Array("NavigationLink".utf8), in: file.lines.bytes, within: $0)
                    })
            else { continue }
            let candidates = view.storedProperties.filter { property in
                !NavigationRole.isEnvironmentValue(property)
                    && !(property.heldTypeName.map(TypeName.looksLikeViewModel) ?? false)
            }
            let declaredRouters = Set(candidates.filter { isDeclaredNavigation($0, context) }.map(\.name))
            let heldViewModels = viewModelsHeld(by: view, besides: declaredRouters, context: context)
            guard !heldViewModels.isEmpty else { continue }
            let file = searchable ?? file.withTree()
            searchable = file
            let nested = file.facts.types.filter { $0.qualifiedName.hasPrefix(view.qualifiedName + ".") }.map(\.range)
            let calls = NavigationCallFinder.calls(in: file, within: ranges).filter { call in
                !nested.contains { $0.start <= call.range.start && call.range.end <= $0.end }
                    && !buildsViews(call, context: context)
            }
            let pushes = NativePush.pushes(in: file, within: ranges, excluding: nested)
            // Plain code reports only calls; the other conventions also a held router.
            guard !calls.isEmpty || !pushes.isEmpty || context.convention != .plain else { continue }
            let ownViewModels = heldViewModels.filter { held in
                !MemberUseFinder.usedMembers(through: [held.property], in: file, within: view.range).isEmpty
            }
            guard !ownViewModels.isEmpty else { continue }
            diagnostics += throughViewModel(calls, ownViewModels: ownViewModels, evidence: evidence, context: context)
            diagnostics += nativePushes(pushes, ownViewModels: ownViewModels, evidence: evidence, context: context)
            diagnostics += throughEnvironment(
                calls, of: view, ownViewModels: ownViewModels, evidence: evidence, context: context)
            for property in candidates {
                let declared = isDeclaredNavigation(property, context)
                // A type declared in the workspace is a router only by its declaration
                // (`sourceControlManager.push()` is a git push); a model the view renders is one
                // only by its declaration (`model.showShareButton()` is the view model's job).
                let isKnownType =
                    property.heldTypeName.map { context.workspace.declaration(of: $0, near: context.path) != nil }
                    ?? false
                let isModel = context.workspace.viewModelTypeName(held: property, in: view) != nil
                let navigatesWith = calls.first { call in
                    guard call.root == property.name, !isModel || declared else { return false }
                    // Of a type not in the workspace, `show…` is too often a toast (`showProgress`).
                    return declared || isKnownType || !call.method.hasPrefix("show")
                }
                guard navigatesWith != nil || (declared && context.convention != .plain),
                    !isScreensOwnRouting(property, context: context), !Self.ownsRouter(property, context: context),
                    let habit = evidence.habit(
                        navigatingWith: Self.navigator(of: property), ownViewModels: ownViewModels)
                else { continue }
                let type = property.heldTypeName.map { " (`\($0)`)" } ?? ""
                let use = navigatesWith.map { " and navigates with it (`\($0.text)(…)`)" } ?? ", which navigates"
                // At the call that navigates; at the property only where holding it is the finding.
                diagnostics.append(
                    context.diagnostic(
                        "The view holds `\(property.name)`\(type)\(use): call a view-model method and let the view model "
                            + "drive navigation" + habit,
                        at: navigatesWith?.range ?? property.nameRange
                    ))
            }
            // `AppNavigator.shared.push(…)`: a type declared with navigation API, reached directly.
            for call in calls
            where call.root.first?.isUppercase == true
                && !view.storedProperties.contains(where: { $0.name == call.root })
                && NavigationRole.isNavigationType(call.root, workspace: context.workspace)
            {
                guard let habit = evidence.habit(navigatingWith: call.root, ownViewModels: ownViewModels) else {
                    continue
                }
                diagnostics.append(
                    context.diagnostic(
                        "The view navigates with `\(call.text)(…)`: call a view-model method and let the view model "
                            + "drive navigation" + habit,
                        at: call.range
                    ))
            }
        }
        return diagnostics
    }

    /// `viewModel.router.present(…)` in the view, where the view model holds that router and
    /// makes most of the navigation calls on it itself: the team's way is an intent of the view
    /// model.
    private func throughViewModel(
        _ calls: [NavigationCallFinder.Call], ownViewModels: [OwnViewModel],
        evidence: NavigationEvidence, context: RuleContext
    ) -> [Finding] {
        calls.compactMap { call in
            guard call.path.count == 2, let owner = ownViewModels.first(where: { $0.property == call.root }),
                evidence.navigatesMostly(owner, through: call.path[1])
            else { return nil }
            return context.diagnostic(
                "The view navigates through its view model's `\(call.path[1])` (`\(call.text)(…)`): call a view-model "
                    + "method and let the view model drive navigation, as `\(owner.typeName)` itself does with `\(call.path[1])`",
                at: call.range
            )
        }
    }

    /// `env.router.push(…)`, where `env` comes from the environment (`@Environment(\.appEnvironment)
    /// var env`, `@EnvironmentObject var env: AppEnvironment`) and its type holds a router under
    /// that name: a router like one the view holds, on the same evidence of the team's habit.
    private func throughEnvironment(
        _ calls: [NavigationCallFinder.Call], of view: TypeFact, ownViewModels: [OwnViewModel],
        evidence: NavigationEvidence, context: RuleContext
    ) -> [Finding] {
        calls.compactMap { call in
            guard call.path.count == 2, let property = view.property(named: call.root),
                NavigationRole.isFromEnvironment(property),
                let holder = Self.environmentType(of: property, context: context),
                let routerProperty = context.workspace.declaration(of: holder, near: context.path)?.type.property(
                    named: call.path[1]),
                let router = routerProperty.heldTypeName,
                NavigationRole.isNavigationType(router, workspace: context.workspace),
                let habit = evidence.habit(navigatingWith: router, ownViewModels: ownViewModels)
            else { return nil }
            return context.diagnostic(
                "The view navigates with the environment's `\(call.path[1])` (`\(call.text)(…)`, `\(router)`): call a view-model "
                    + "method and let the view model drive navigation" + habit,
                at: call.range
            )
        }
    }

    /// The type an environment property holds: its declared type, else the type the app's
    /// `EnvironmentValues` key returns (`var appEnvironment: AppEnvironment`).
    private static func environmentType(of property: PropertyFact, context: RuleContext) -> String? {
        if let held = property.heldTypeName { return held }
        guard let key = property.attributes.named("Environment")?.arguments, key.hasPrefix("\\.") else { return nil }
        return context.workspace.typeModel.returnedType(ofMember: String(key.dropFirst(2)))
    }

    /// Whether the call builds views in its arguments or closures (`present { EditView() }`,
    /// `push(UIHostingController(rootView: …))`): presentation a view model cannot do.
    private func buildsViews(_ call: NavigationCallFinder.Call, context: RuleContext) -> Bool {
        call.constructedTypes.contains { name in
            ["View", "Screen", "Sheet", "Page", "Controller"].contains(where: name.hasSuffix)
                || context.workspace.declaration(of: name, near: context.path)?.type.isView == true
        }
    }

    /// A router the view owns (`@StateObject`/`@State`, or created in its declaration): the view
    /// is a navigation container, not a screen bypassing its view model. Plain code only; the
    /// conventions keep routers out of views altogether.
    private static func ownsRouter(_ property: PropertyFact, context: RuleContext) -> Bool {
        context.convention == .plain
            && (property.attributes.contains { $0.name == "StateObject" || $0.name == "State" }
                || property.initializer?.isInstanceCreation == true)
    }

    /// The type a property navigates with: the type it holds, else its property wrapper
    /// (`@Router var router`), never `Environment` (an environment key's type is its own).
    private static func navigator(of property: PropertyFact) -> String? {
        property.heldTypeName ?? property.attributes.first.flatMap { $0.name == "Environment" ? nil : $0.name }
    }

    private func isDeclaredNavigation(_ property: PropertyFact, _ context: RuleContext) -> Bool {
        property.heldTypeName.map { NavigationRole.isNavigationType($0, workspace: context.workspace) } ?? false
    }

    /// A screen's own routing protocol, declared beside it and taken in `init` (mocked in
    /// previews): a deliberate design in plain code.
    private func isScreensOwnRouting(_ property: PropertyFact, context: RuleContext) -> Bool {
        guard context.convention == .plain, !NavigationRole.isFromEnvironment(property),
            let held = property.heldTypeName,
            let declaration = context.workspace.declaration(of: held, near: context.path),
            declaration.type.kind == .protocol
        else { return false }
        return SourcePath.folder(of: declaration.path) == SourcePath.folder(of: context.path)
    }

    /// The view models the view was handed or owns: held (not a `@Binding` to someone else's,
    /// not from the environment) and other than `excluded`. Only those the view reads somewhere
    /// (`MemberUseFinder`, on the tree) are its own: a view with none has no view model to hand
    /// navigation to (app-level navigation containers and rows reading shared environment
    /// objects). Decided from facts alone, so that a view holding none needs no tree.
    private func viewModelsHeld(by view: TypeFact, besides excluded: Set<String>, context: RuleContext)
        -> [OwnViewModel]
    {
        view.storedProperties.compactMap { property in
            let typeName = context.workspace.viewModelTypeName(held: property, in: view)
            guard !excluded.contains(property.name), !NavigationRole.isFromEnvironment(property),
                !property.attributes.contains(named: "Binding"),
                property.name == "viewModel" || typeName != nil
            else { return nil }
            // A plain display struct (`let model: ViewModel` of titles) has nothing to call.
            if context.convention == .plain, let held = property.heldTypeName,
                context.workspace.declaration(of: held, near: context.path)?.type.kind == .struct
            {
                return nil
            }
            let name = typeName ?? property.heldTypeName ?? property.name
            return OwnViewModel(
                property: property.name, typeName: name,
                parts: context.workspace.types(named: name).filter { !$0.type.isView })
        }
    }
}
