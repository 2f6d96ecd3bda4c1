import Foundation

/// What the plain templates render: one screen — a view model and its view — in a team's own
/// style (`PlainStyle`).
struct PlainScreen: Sendable, Hashable {
    var name: String
    var style: PlainStyle
    /// The module the tests import with `@testable`.
    var module: String
    /// The view model's declaration, rendered alone, for the file that embeds it: the view's
    /// (`sameFile`, `nested`) or its own extension of the view (`nestedFile`); empty otherwise.
    var embeddedViewModel = ""
    /// Whether the view model template renders only the declaration (to embed it).
    var rendersDeclarationOnly = false
    /// Whether the base class of `style.inheritance` is an `ObservableObject` already.
    var baseIsObservableObject = false
    /// Who writes the files and when, for headers naming them.
    var author: String?
    var day: CalendarDay?

    var view: String { name + style.viewSuffix.value }
    /// The view model's declared name: `XViewModel`, or `ViewModel` nested in the view.
    var viewModel: String {
        isNested ? "ViewModel" : (style.namesViewModelAfterView.value ? view : name) + style.viewModelSuffix.value
    }
    /// The view-model test's file: `XViewModelTests.swift`, `XControllerSpec.swift`.
    var testsFile: String {
        (style.namesViewModelAfterView.value ? view : name) + style.viewModelSuffix.value + style.testSuffix.value
            + ".swift"
    }
    /// The view model as code outside the view names it.
    var viewModelReference: String { isNested ? view + ".ViewModel" : viewModel }
    /// Whether the view model is declared in an extension of the view.
    var isNested: Bool { [.nested, .nestedFile].contains(style.layout.value) }
    /// The view model's own file: `XViewModel.swift`, or, nested in a file of its own, named as
    /// the nearest such screen's (`XView+ViewModel.swift`, `XViewModel.swift`); nil when the
    /// view's file holds it.
    var viewModelFile: String? {
        switch style.layout.value {
        case .separateFiles: viewModel + ".swift"
        case .nestedFile:
            style.nestedViewModelFileName.replacingOccurrences(of: "{view}", with: view)
                .replacingOccurrences(of: "{name}", with: name)
        case .sameFile, .nested: nil
        }
    }
    var isObservable: Bool { style.declaration.value == .observable }
    var property: String {
        style.propertyName.value.replacingOccurrences(
            of: "{name}", with: name.prefix(1).lowercased() + name.dropFirst())
    }

    /// The holding the declaration allows: `@State`/`@Bindable`/`@Environment(T.self)` for
    /// `@Observable`, `@StateObject`/`@ObservedObject`/`@EnvironmentObject` for `ObservableObject`.
    var holding: PlainStyle.Holding {
        switch (style.holding.value, isObservable) {
        case (.stateObject, true): .state
        case (.observedObject, true): .bindable
        case (.state, false): .stateObject
        case (.bindable, false): .observedObject
        // A view that creates what it holds as `@ObservedObject` loses it on every parent render.
        case (.observedObject, false) where style.creation.value != .parent: .stateObject
        case (let holding, _): holding
        }
    }

    /// Where the view model comes from: the view creates it only into a holding that keeps it,
    /// and in its `init` when the view model needs dependencies there are no values for.
    var creation: PlainStyle.Creation {
        // The view model's one instance, in whatever the view holds it (a view model built from
        // dependencies without defaults has none).
        if style.creation.value == .shared, holding != .environment {
            return isConstructible ? .shared : .parent
        }
        guard [.state, .stateObject].contains(holding) else { return .parent }
        // Only an optional `@State` waits for the view to appear; an object built from
        // dependencies the view has no values for is built from its inputs.
        if style.creation.value == .appearance {
            guard isConstructible || isBuiltFromEnvironment else { return .initializer }
            return holding == .state ? .appearance : (isConstructible ? .declaration : .initializer)
        }
        if style.creation.value == .declaration, !isConstructible { return .initializer }
        if style.creation.value == .initializer, viewInputs.isEmpty, !style.createsInInitializerWithoutInputs.value {
            return .declaration
        }
        return style.creation.value
    }

    private var dependencies: [PlainStyle.Dependency] { style.dependencies.value }

    /// What a view creating its view model in `init` takes for it: every dependency, or those
    /// without a default where the app's views leave defaults to their view models.
    private var viewInputs: [PlainStyle.Dependency] {
        style.viewPassesDefaultedDependencies.value ? dependencies : dependencies.filter { $0.defaultValue == nil }
    }

    /// Whether the view can build its view model from the environment values the app's views
    /// read when they appear: each dependency without default is passed from one.
    var isBuiltFromEnvironment: Bool {
        !style.appearanceEnvironment.isEmpty
            && dependencies.allSatisfy { $0.defaultValue != nil || style.appearanceArguments[$0.label] != nil }
    }

    /// The view model built when the view appears: from the environment values where the app's
    /// views build theirs so (`XViewModel(repository: deps.repository)`).
    var appearanceConstruction: String {
        guard isBuiltFromEnvironment else { return viewModelReference + "()" }
        let arguments = dependencies.compactMap { dependency -> String? in
            guard let value = style.appearanceArguments[dependency.label] else { return nil }
            return dependency.isUnlabelled ? value : "\(dependency.label): \(value)"
        }
        return viewModelReference + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// Whether a view model can be built with nothing (for previews and tests): it takes no
    /// dependencies, or its own initializer gives each a default.
    var isConstructible: Bool {
        dependencies.isEmpty || (!style.dependenciesFromBase && dependencies.allSatisfy { $0.defaultValue != nil })
    }

    /// `label: Type`, with the default the app gives it.
    private static func parameter(_ dependency: PlainStyle.Dependency) -> String {
        dependency.declaration + (dependency.defaultValue.map { " = " + $0 } ?? "")
    }

    /// The view model's file's imports: what its declaration needs and what its dependencies'
    /// types need, sorted.
    var viewModelImports: String {
        Self.importLines([isObservable ? "Observation" : "Combine", "Foundation"] + style.dependencyImports)
    }

    /// The view's file's imports: SwiftUI, what its initializer's dependencies need, and what
    /// the app's preview its preview borrows values from imports.
    var viewImports: String {
        let borrowed =
            style.previews.value != .none && canPreview
            ? dependencies.filter { $0.defaultValue == nil && $0.previewValue != nil }.flatMap(\.previewImports) : []
        return Self.importLines(
            ["SwiftUI"] + (creation == .initializer && !viewInputs.isEmpty ? style.dependencyImports : []) + borrowed)
    }

    private static func importLines(_ modules: [String]) -> String {
        Set(modules).sorted { $0.lowercased() < $1.lowercased() }.map { "import " + $0 }.joined(separator: "\n")
    }

    /// `XViewModel(session: session, service: service)`: the view model built from parameters
    /// of the same names.
    private var constructionFromParameters: String {
        viewModel + "(" + viewInputs.map(\.passedByName).joined(separator: ", ") + ")"
    }

    /// The view's stored property holding the view model.
    var holdingDeclaration: String {
        let access = isPropertyPrivate ? "private " : ""
        let type = viewModel
        switch holding {
        case .state:
            switch creation {
            case .declaration: return "@State \(access)var \(property) = \(type)()"
            case .shared: return "@State \(access)var \(property) = \(type).shared"
            case .appearance:
                let environment = isBuiltFromEnvironment ? style.appearanceEnvironment : []
                return (environment + ["@State \(access)var \(property): \(type)?"]).joined(separator: "\n")
            case .initializer, .parent: return "@State \(access)var \(property): \(type)"
            }
        case .stateObject where creation == .shared:
            return "@StateObject \(access)var \(property) = \(type).shared"
        case .observedObject where creation == .shared:
            return "@ObservedObject \(access)var \(property) = \(type).shared"
        case .bindable where creation == .shared:
            return "@Bindable \(access)var \(property) = \(type).shared"
        case .plainLet where creation == .shared:
            return "\(access)let \(property) = \(type).shared"
        case .stateObject:
            return creation == .declaration
                ? "@StateObject \(access)var \(property) = \(type)()" : "@StateObject \(access)var \(property): \(type)"
        case .observedObject: return "@ObservedObject var \(property): \(type)"
        case .bindable: return "@Bindable var \(property): \(type)"
        case .plainLet: return "\(access)let \(property): \(type)"
        case .environment:
            return isObservable
                ? "@Environment(\(type).self) \(access)var \(property)"
                : "@EnvironmentObject \(access)var \(property): \(type)"
        }
    }

    /// `private` only where the view keeps its own initializer (or needs none from outside):
    /// a private stored property makes the synthesized memberwise initializer private.
    private var isPropertyPrivate: Bool {
        guard style.isPropertyPrivate.value else { return false }
        return [.declaration, .appearance, .shared].contains(creation) || holding == .environment
            || viewInitializer != nil
    }

    /// The view's initializer: building its view model from its dependencies, or receiving a
    /// view model it keeps in `@State` / `@StateObject`.
    var viewInitializer: String? {
        let access = style.isPublic.value ? "public " : ""
        guard let initializer = ownViewInitializer else {
            guard style.isPublic.value else { return nil }
            // A public view needs a public initializer: the memberwise one is internal.
            switch (creation, holding) {
            case (.parent, .observedObject):
                return
                    "public init(\(property): \(viewModel)) {\n    _\(property) = ObservedObject(wrappedValue: \(property))\n}"
            case (.parent, .bindable):
                return
                    "public init(\(property): \(viewModel)) {\n    _\(property) = Bindable(wrappedValue: \(property))\n}"
            case (.parent, .plainLet):
                return "public init(\(property): \(viewModel)) {\n    self.\(property) = \(property)\n}"
            default:
                return "public init() {}"
            }
        }
        return access + initializer
    }

    /// The view's initializer building or keeping its view model, without access level.
    private var ownViewInitializer: String? {
        // A public view needs its own: the memberwise initializer is internal.
        let declaresInitializer = style.viewInitializer.value != .memberwise || style.isPublic.value
        let wrapper = holding == .state ? "State(initialValue: " : "StateObject(wrappedValue: "
        switch (creation, holding) {
        case (.initializer, .state), (.initializer, .stateObject):
            let opening = Self.initializerOpening(
                viewInputs.map(Self.parameter), access: style.isPublic.value ? "public " : "")
            return opening + "\n    _\(property) = \(wrapper)\(constructionFromParameters))\n}"
        case (.parent, .state) where !declaresInitializer, (.parent, .stateObject) where !declaresInitializer:
            // The memberwise initializer receives it (`StateObject.init(wrappedValue:)` takes an
            // autoclosure, so it stays lazy).
            return nil
        case (.parent, .state):
            return "init(\(property): \(viewModel)) {\n    _\(property) = State(initialValue: \(property))\n}"
        case (.parent, .stateObject) where style.viewInitializer.value == .value:
            return "init(\(property): \(viewModel)) {\n    _\(property) = StateObject(wrappedValue: \(property))\n}"
        case (.parent, .stateObject):
            return "init(\(property): @autoclosure @escaping () -> \(viewModel)) {\n"
                + "    _\(property) = StateObject(wrappedValue: \(property)())\n}"
        case (.parent, .plainLet) where style.isPropertyPrivate.value:
            // A view keeping what it is handed in a private constant declares the initializer
            // that sets it (`private let viewModel`, `init(viewModel:)`), as the app's views do.
            return "init(\(property): \(viewModel)) {\n    self.\(property) = \(property)\n}"
        default:
            return nil
        }
    }

    /// Whether a preview can build the view: its view model needs nothing, or it is created
    /// from nothing, or the app's previews show what to pass for what it needs (or any caller
    /// could pass it: `nil`, a closure doing nothing).
    var canPreview: Bool {
        isConstructible
            || dependencies.allSatisfy { $0.defaultValue != nil || Self.previewValue(of: $0) != nil }
                // `@Previewable` is the `#Preview` macro's alone.
                && (style.previews.value == .macro || !previewSetup.contains { $0.text.contains("@Previewable") })
    }

    /// Whether a test can build the view model: what the app's view-model tests pass, or a value
    /// any test can pass, for everything it needs.
    var canTest: Bool {
        isConstructible || dependencies.allSatisfy { $0.defaultValue != nil || Self.testValue(of: $0) != nil }
    }

    private static func previewValue(of dependency: PlainStyle.Dependency) -> String? {
        dependency.previewValue ?? FunctionType.placeholder(for: dependency.type)
    }

    private static func testValue(of dependency: PlainStyle.Dependency) -> String? {
        dependency.testValue ?? dependency.standaloneValue
    }

    /// The statements of the app's preview the preview values read, each once, in an order
    /// that declares a name before it is read.
    private var previewSetup: [PreviewStatement] {
        Self.unique(dependencies.filter { $0.defaultValue == nil && $0.previewValue != nil }.flatMap(\.previewSetup))
    }

    /// The declarations of the app's test the test values read (`let mockService =
    /// MockService()`), each once, in their order, a line each.
    var testSetup: String {
        guard !isConstructible else { return "" }
        let values = dependencies.filter { $0.defaultValue == nil && $0.testValue != nil }
        return Self.unique(values.flatMap(\.testSetup)).map(\.text).joined(separator: "\n")
    }

    private static func unique(_ statements: [PreviewStatement]) -> [PreviewStatement] {
        var unique: [PreviewStatement] = []
        for statement in statements where !unique.contains(statement) {
            unique.append(statement)
        }
        return unique
    }

    /// `context: .shared`: what a preview or a test passes for the dependencies without a default.
    private func arguments(_ value: (PlainStyle.Dependency) -> String?) -> String {
        dependencies.compactMap { dependency in
            guard dependency.defaultValue == nil, let value = value(dependency) else { return nil }
            return dependency.isUnlabelled ? value : "\(dependency.label): \(value)"
        }.joined(separator: ", ")
    }

    private var previewArguments: String { arguments(Self.previewValue) }

    /// The view model as a test builds it: with nothing, or with what the app's view-model
    /// tests or previews pass (`XViewModel(context: .shared)`).
    var viewModelConstruction: String { viewModelReference + "(" + arguments(Self.testValue) + ")" }

    /// The view built in a preview, with the view model it needs, after the statements of the
    /// app's preview it reads; returned where one of them is no declaration, which a view
    /// builder does not take (`repo.content = sounds`).
    var previewConstruction: String {
        let setup = previewSetup
        guard !setup.isEmpty else { return previewedView }
        let returned = setup.allSatisfy(\.isDeclaration) ? previewedView : "return " + previewedView
        return setup.map(\.text).joined(separator: "\n") + "\n\n" + returned
    }

    /// The view as a preview builds it, with the view model it needs.
    private var previewedView: String {
        let instance = viewModelReference + "(" + previewArguments + ")"
        switch (holding, creation) {
        case (.environment, _):
            return view + "()\n    " + (isObservable ? ".environment(\(instance))" : ".environmentObject(\(instance))")
        case (_, .declaration), (_, .appearance), (_, .shared): return view + "()"
        case (_, .initializer): return view + "(" + previewArguments + ")"
        default: return "\(view)(\(property): \(instance))"
        }
    }

    /// The properties keeping the view model's own dependencies, one a line (empty when it takes
    /// none, or passes them to its base class).
    var viewModelStoredDependencies: String {
        guard !style.dependenciesFromBase else { return "" }
        return dependencies.map { dependency in
            var storage = dependency.storage ?? "private let"
            // `@Published` only where the view model is an `ObservableObject`.
            if isObservable { storage = storage.replacingOccurrences(of: "@Published ", with: "") }
            return "\(storage) \(dependency.label): \(dependency.storedType)"
        }.joined(separator: "\n")
    }

    /// The view model's attributes (`@MainActor`, `@Observable`) in the app's order, a line
    /// each or on one line above its declaration; empty for none, or where they go on the
    /// declaration's line.
    var viewModelAttributes: String {
        guard style.attributeLines.value != .declaration else { return "" }
        return attributes.joined(separator: style.attributeLines.value == .separate ? "\n" : " ")
    }

    /// The attributes written on the declaration's line (`@Observable `), or empty.
    var declarationAttributes: String {
        guard style.attributeLines.value == .declaration, !attributes.isEmpty else { return "" }
        return attributes.joined(separator: " ") + " "
    }

    private var attributes: [String] {
        var attributes: [String] = []
        if style.isMainActor.value { attributes.append("@MainActor") }
        if isObservable { attributes.insert("@Observable", at: style.isObservableFirst.value ? 0 : attributes.count) }
        return attributes
    }

    /// How the view model declares its one instance: as the app's view models do, else `static
    /// let`, `nonisolated(unsafe)` where the view model is not `@MainActor` (Swift 6 wants a
    /// non-`Sendable` static isolated or marked).
    var sharedInstanceDeclaration: String {
        style.sharedInstanceDeclaration ?? (style.isMainActor.value ? "static let" : "nonisolated(unsafe) static let")
    }

    /// Whether the view model is `public`: as the app's are, or because a public view is handed it.
    var isViewModelPublic: Bool {
        style.isViewModelPublic.value || style.isPublic.value && creation == .parent
    }

    /// The view model's initializer keeping its own dependencies, or empty (`public init() {}`
    /// for a public view model without any).
    var viewModelInitializer: String {
        let access = isViewModelPublic ? "public " : ""
        guard !style.dependenciesFromBase, !dependencies.isEmpty else {
            return isViewModelPublic && dependencies.isEmpty ? "public init() {}" : ""
        }
        let assignments = dependencies.map { "    self.\($0.label) = \($0.label)" }.joined(separator: "\n")
        return access + Self.initializerOpening(dependencies.map(Self.parameter), access: access)
            + "\n\(assignments)\n}"
    }

    /// `init(a: A, b: B) {`, or one parameter a line where the line, indented one level in its
    /// type and after `access`, would pass 100 columns (the GOV.UK app's linter's limit, and
    /// swift-format's).
    private static func initializerOpening(_ parameters: [String], access: String) -> String {
        let oneLine = "init(" + parameters.joined(separator: ", ") + ") {"
        guard 4 + access.count + oneLine.count > 100, parameters.count > 1 else { return oneLine }
        return "init(\n" + parameters.map { "    " + $0 }.joined(separator: ",\n") + "\n) {"
    }

    /// What the view model inherits, written after its name.
    var inheritanceClause: String {
        var inherited: [String] = []
        if let base = style.inheritance.value { inherited.append(base) }
        if !isObservable, !baseIsObservableObject { inherited.append("ObservableObject") }
        return inherited.isEmpty ? "" : ": " + inherited.joined(separator: ", ")
    }

    /// `import XCTest` and `@testable import App`, in the order the app's tests write them; where
    /// the test takes its values from an app's test, that test's imports (`import ConvosCore` for
    /// its `Contact.mock`), in its order.
    var testImports: String {
        let frameworkModule = style.testFramework.value == .testing ? "Testing" : "XCTest"
        let framework = "import " + frameworkModule
        let tested = "@testable import " + module
        if let borrowed = dependencies.first(where: testValueComesFromATest)?.testImports,
            borrowed.contains(where: { $0.module == frameworkModule })
        {
            var lines = borrowed.filter { $0.module != module || $0.isTestable }.map(\.line)
            if style.importsTestedModule, !lines.contains(tested) {
                let frameworkIndex = lines.firstIndex(of: framework) ?? 0
                lines.insert(tested, at: style.importsTestedModuleFirst ? frameworkIndex : frameworkIndex + 1)
            }
            return lines.joined(separator: "\n")
        }
        guard style.importsTestedModule else { return framework }
        return style.importsTestedModuleFirst ? tested + "\n" + framework : framework + "\n" + tested
    }

    /// Whether the test passes `dependency` what an app's test passes (not a value of its own).
    private func testValueComesFromATest(_ dependency: PlainStyle.Dependency) -> Bool {
        !isConstructible && dependency.defaultValue == nil && dependency.testValue != nil
            && !dependency.testImports.isEmpty
    }

    /// The header comment of a file named `fileName`.
    func header(for fileName: String) -> String {
        let template =
            switch fileName {
            case testsFile: style.testHeader ?? style.header.value
            case viewModelFile: style.viewModelHeader ?? style.header.value
            default: style.header.value
            }
        return FileHeader.render(template, fileName: fileName, author: author, day: day)
    }
}
