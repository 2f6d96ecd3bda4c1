import MVVMAnalyzerCore

/// Decides from declarations and use, never from a word in a name, whether a type or a call
/// navigates: a router is a type with navigation API, not a type called `…Router`.
enum NavigationRole {
    /// Method names that move between screens (`push`, `navigate(to:)`, `popToRoot`, `present…`).
    static let verbs = ["push", "pop", "navigate", "present", "route", "goTo", "goBack", "show"]
    /// Verbs that also mean something else (`git push`, `stack.pop()`): they show a call's
    /// intent, but do not make a declared type a router.
    static let ambiguousVerbs = ["push", "pop", "show"]
    /// Verbs that navigate only as the whole name (`dismiss()`, not `dismissTapped()`); `show`
    /// navigates only with an object (`showDetail(…)`, not `Toast.show(…)`).
    static let exactVerbs: Set<String> = ["dismiss"]
    /// Endings of intent handlers, which are view-model style calls, not navigation API.
    static let intentEndings = ["Tapped", "Pressed", "Selected", "Clicked", "Error", "Alert", "Toast"]

    /// Whether a method called `name` navigates. `open(…)` counts only where it is called on a
    /// router the view holds (`router.open(order)`), not to make a declared type a router
    /// (`Document.open()`).
    static func isNavigationMethod(_ name: String, calledOnStoredProperty: Bool = false) -> Bool {
        if exactVerbs.contains(name) || (calledOnStoredProperty && name == "open") { return true }
        guard !intentEndings.contains(where: name.hasSuffix) else { return false }
        return verbs.contains { verb in
            guard name.hasPrefix(verb) else { return false }
            let rest = name.dropFirst(verb.count)
            return (rest.isEmpty && verb != "show") || rest.first?.isUppercase == true
        }
    }

    /// Whether `name` is declared in the workspace as a navigation object: not a view or view
    /// model, and it holds a navigation path or declares navigation methods; `throughInheritance`,
    /// also one inheriting from such a type (`HomeRouter: Router<UIViewController>` of a
    /// `RouterProtocol` declaring `open(_ viewController:…)`) or a protocol of the workspace that
    /// only such types adopt (Swiyu's `HomeRouterRoutes`), whose methods are destinations
    /// (`eIDRequest()`) rather than navigation verbs. (A view calling such a router through its
    /// view model is often the team's way, openedx's `viewModel.router.showLoginScreen()`: only
    /// the push check asks this.)
    static func isNavigationType(_ name: String, workspace: WorkspaceSnapshot, throughInheritance: Bool = false)
        -> Bool
    {
        guard !TypeName.looksLikeViewModel(name), let type = workspace.declaration(of: name)?.type,
            !type.isView, type.kind != .enum
        else { return false }
        guard throughInheritance else { return declaresNavigation(type, opensControllers: false) }
        let types = navigationTypes(in: workspace)
        return types.contains(TypeName.base(of: type.qualifiedName)) || types.contains(TypeName.base(of: name))
    }

    /// The workspace's navigation types, by name: those declaring navigation, then, round by
    /// round, their subclasses and adopters and the workspace's protocols only they adopt. Once
    /// per workspace state.
    private static func navigationTypes(in workspace: WorkspaceSnapshot) -> Set<String> {
        workspace.derived.value(DerivedValueKey("navigation types"), as: Set<String>.self) {
            // Test doubles adopt a router's protocol without navigating.
            var types: [TypeFact] = []
            for file in workspace.sourceFiles.values where !TestDoubles.isTestFile(file.path, root: workspace.root) {
                types += file.facts.types.filter {
                    !$0.isExtension && !$0.isView && $0.kind != .enum && !TestDoubles.isTestDouble($0.name)
                }
            }
            var found = Set(types.filter { declaresNavigation($0, opensControllers: true) }.map(\.name))
            let protocols = Set(types.filter { $0.kind == .protocol }.map(\.name))
            var adopters: [String: [String]] = [:]
            for type in types where type.kind != .protocol {
                for inherited in type.inheritedTypes.map(TypeName.base(of:)) where protocols.contains(inherited) {
                    adopters[inherited, default: []].append(type.name)
                }
            }
            while true {
                var next = found
                for type in types where !found.contains(type.name) {
                    if type.inheritedTypes.contains(where: { found.contains(TypeName.base(of: $0)) }) {
                        next.insert(type.name)
                    }
                }
                for (adopted, types) in adopters where !next.contains(adopted) && types.allSatisfy(found.contains) {
                    next.insert(adopted)
                }
                guard next.count > found.count else { return found }
                found = next
            }
        }
    }

    /// Whether the type itself holds a navigation path or declares navigation methods: ones
    /// named so, or with `opensControllers`, `open(_:…)` of a view controller.
    private static func declaresNavigation(_ type: TypeFact, opensControllers: Bool) -> Bool {
        let holdsPath = type.storedProperties.contains { property in
            let declared = property.declaredType ?? property.initializer?.createdTypeName ?? ""
            return declared.contains("NavigationPath")
                || (property.name.lowercased().hasSuffix("path") && declared.hasPrefix("["))
        }
        // `dismiss(id:)` of a toast centre or an alert queue does not make a router.
        return holdsPath
            || type.members.contains { member in
                guard member.kind == .function, member.accessLevel != .private, member.accessLevel != .fileprivate
                else { return false }
                let named =
                    isNavigationMethod(member.name) && !ambiguousVerbs.contains(where: member.name.hasPrefix)
                    && !exactVerbs.contains(member.name)
                let opensController =
                    opensControllers && member.name == "open"
                    && member.parameterTypes.first.map(TypeName.base(of:)).map {
                        $0.hasSuffix("ViewController") || $0.hasSuffix("NavigationController")
                    } == true
                return named || opensController
            }
    }

    /// Whether SwiftUI supplies the property from the environment (`@Environment`,
    /// `@EnvironmentObject`): an app-wide object, not one the screen was handed.
    static func isFromEnvironment(_ property: PropertyFact) -> Bool {
        property.attributes.contains { $0.name == "Environment" || $0.name == "EnvironmentObject" }
    }

    /// Whether the property is a SwiftUI environment value (`@Environment(\.dismiss)`), not one
    /// of the app's own keys holding a declared router type (`@Environment(\.router) var router:
    /// AppRouter`), which is a router like any other.
    static func isEnvironmentValue(_ property: PropertyFact) -> Bool {
        guard let key = property.attributes.named("Environment")?.arguments, key.hasPrefix("\\") else { return false }
        return property.declaredType == nil || swiftUIEnvironmentKeys.contains(String(key.dropFirst(2)))
    }

    /// SwiftUI's own environment values (`\.dismiss`, `\.openURL`), which a view uses by design.
    static let swiftUIEnvironmentKeys: Set<String> = [
        "dismiss", "presentationMode", "openURL", "openWindow", "dismissWindow", "openImmersiveSpace",
        "dismissImmersiveSpace", "dismissSearch", "isPresented", "editMode", "openSettings", "scenePhase",
        "colorScheme", "horizontalSizeClass", "verticalSizeClass", "managedObjectContext", "modelContext",
    ]
}
