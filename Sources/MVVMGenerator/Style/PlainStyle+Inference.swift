import Foundation
import MVVMAnalyzerCore

extension PlainStyle {
    /// The screens read: the nearest ones only, so that the style is the feature's own.
    static let screensRead = 5

    /// The style of the screens `placement` ranks nearest the anchor (the same feature or module
    /// first): each item the value most of them show, with the nearest such screen as evidence;
    /// `modernDefault` when the workspace has no screens.
    static func inferred(from placement: LearnedPlacement?, snapshot: WorkspaceSnapshot, root: String) -> PlainStyle {
        guard let placement else { return modernDefault }
        var screens = Array(placement.ranked.prefix(screensRead))
        if let anchor = placement.anchor,
            !screens.contains(where: { $0.viewPath == anchor || $0.viewModelPath == anchor }),
            let own = ScreenCatalog.screen(ofAnchor: anchor, root: root, snapshot: snapshot)
        {
            screens.insert(own, at: 0)
        }
        let samples = screens.compactMap { ScreenSample($0, snapshot: snapshot, root: root) }
        guard !samples.isEmpty else { return modernDefault }
        // A nearer screen weighs more: one more for each folder it shares with the anchor; the
        // screen the anchor is a file of more than all others together.
        let reference = placement.anchor ?? samples[0].screen.viewPath
        var weights = samples.map { 1 + ScreenCatalog.sharedFolders($0.screen.viewPath, reference) }
        if let own = samples.firstIndex(where: {
            [$0.screen.viewPath, $0.screen.viewModelPath].contains(placement.anchor)
        }) {
            weights[own] = weights.reduce(1, +)
        }
        /// The value the screens show most, nearer screens weighing more.
        func majority<Value: Hashable & Sendable>(_ read: (ScreenSample) -> (Value, String)?, _ fallback: Value)
            -> Item<Value>
        {
            let readings = zip(samples, weights).compactMap { sample, weight in
                read(sample).map { (value: $0.0, evidence: "\(sample.screen.name): \($0.1)", weight: weight) }
            }
            guard !readings.isEmpty else {
                return Item(
                    fallback,
                    "not shown by the nearest screens (\(samples.map(\.screen.name).joined(separator: ", "))): the default"
                )
            }
            var totals: [Value: Int] = [:]
            var counts: [Value: Int] = [:]
            for reading in readings {
                totals[reading.value, default: 0] += reading.weight
                counts[reading.value, default: 0] += 1
            }
            let best = readings.first { totals[$0.value] == totals.values.max() }!
            return Item(best.value, best.evidence + " (\(counts[best.value]!) of \(readings.count) screens)")
        }
        var style = modernDefault
        style.declaration = majority({ $0.declaration }, .observable)
        style.isMainActor = majority({ $0.viewModelAttribute("MainActor") }, true)
        style.isFinal = majority({ $0.isFinal }, true)
        style.inheritance = majority({ $0.inheritance }, nil)
        // How the view holds its view model and where it gets it, read together: a pair no
        // screen shows is no habit.
        let ownership = majority(
            { $0.ownership },
            Ownership(
                holding: style.declaration.value == .observable ? .state : .stateObject, creation: .declaration))
        style.holding = Item(ownership.value.holding, ownership.evidence)
        style.creation = Item(ownership.value.creation, ownership.evidence)
        style.propertyName = majority({ $0.propertyName }, "viewModel")
        style.isPropertyPrivate = majority({ $0.isPropertyPrivate }, true)
        style.conformsInExtension = majority({ $0.conformsInExtension }, false)
        style.isViewMainActor = majority({ $0.viewAttribute("MainActor") }, false)
        style.isPublic = majority({ $0.isPublic }, false)
        style.layout = majority({ $0.layout }, .separateFiles)
        style.viewSuffix = majority({ $0.viewSuffix }, "View")
        style.viewModelSuffix = majority({ $0.viewModelSuffix }, "ViewModel")
        style.namesViewModelAfterView = majority({ $0.namesViewModelAfterView }, false)
        style.declaresViewInitializer = majority({ $0.declaresViewInitializer }, true)
        style.loading = majority({ $0.loading }, "onAppear")
        style.previews = majority({ $0.previews }, .macro)
        style.previewsInDebugBlock = majority({ $0.previewsInDebugBlock }, false)
        style.indentation = majority({ $0.indentation }, "    ")
        style.header = majority({ $0.header }, "")
        style.header.value = FileHeader.dayAndMonthOrdered(
            style.header.value, asIn: samples.flatMap { [$0.viewFile.text, $0.modelFileText] })
        if let base = style.inheritance.value, let declared = snapshot.declaration(of: base)?.type,
            let inherited = dependencies(of: declared, in: snapshot)
        {
            style.dependencies = inherited
        } else {
            style.dependencies = sharedParameters(of: samples, dependencyImports: &style.dependencyImports)
            style.dependenciesFromBase = style.dependencies.value.isEmpty
        }
        style.dependencies = previewed(style.dependencies, by: samples)
        if let tests = placement.ranked.lazy.compactMap({
            TestSample($0, placement: placement, snapshot: snapshot, root: root)
        }).first {
            style.testFramework = Item(
                tests.framework, "\(tests.path): imports \(tests.framework == .testing ? "Testing" : "XCTest")")
            style.testSuffix = Item(tests.suffix, "\(tests.path)")
            style.hasTests = true
            style.importsTestedModuleFirst = tests.importsTestedModuleFirst
            style.importsTestedModule = tests.importsTestedModule
            if let text = snapshot.sourceFiles[RelativePath.joined(root, tests.path)]?.text, !style.header.value.isEmpty
            {
                let lines = FileHeader.leadingComment(of: text)
                if !lines.isEmpty {
                    style.testHeader = FileHeader.template(of: lines, fileName: ScreenCatalog.fileName(of: tests.path))
                }
            }
            // Only a test of one of the screens read, in their module, shows where a new one goes.
            if samples.contains(where: { $0.screen == tests.screen }) { style.nearestTestPath = tests.path }
        } else {
            style.testFramework = Item(.testing, "the screens have no view-model tests: none is written")
        }
        return style
    }
}

extension PlainStyle {
    /// What a subclass of `base` is built from: the parameters of its initializer, when it has
    /// none without parameters; nil when it builds from nothing (or shows no initializer).
    static func dependencies(of base: TypeFact, in snapshot: WorkspaceSnapshot) -> Item<[Dependency]>? {
        let initializers = snapshot.types(named: base.qualifiedName).flatMap(\.type.members).filter {
            $0.kind == .initializer
        }
        guard !initializers.contains(where: { $0.parameterLabels.isEmpty }),
            let designated = initializers.first(where: {
                $0.parameterLabels.count == $0.parameterTypes.count && !$0.parameterLabels.contains("_")
            })
        else { return nil }
        let parameters = zip(designated.parameterLabels, designated.parameterTypes).map {
            Dependency(label: $0.0, type: $0.1)
        }
        let written = parameters.map { "\($0.label): \($0.type)" }.joined(separator: ", ")
        return Item(parameters, "`\(base.name).init(\(written))`")
    }

    /// `dependencies` with what the nearest screen's preview passes for those without a default
    /// (`ReportReasonViewModel(context: .shared)`), when its preview passes them all.
    fileprivate static func previewed(_ dependencies: Item<[Dependency]>, by samples: [ScreenSample]) -> Item<
        [Dependency]
    > {
        let needed = dependencies.value.filter { $0.defaultValue == nil }.map(\.label)
        guard !needed.isEmpty else { return dependencies }
        for sample in samples {
            let arguments = sample.previewArguments
            guard needed.allSatisfy({ arguments[$0] != nil }) else { continue }
            var previewed = dependencies
            for index in previewed.value.indices where previewed.value[index].defaultValue == nil {
                previewed.value[index].previewValue = arguments[previewed.value[index].label]
            }
            let written = needed.map { "\($0): \(arguments[$0]!)" }.joined(separator: ", ")
            previewed.evidence += "; previews pass `\(written)` (\(sample.screen.name))"
            return previewed
        }
        return dependencies
    }

    /// Whether a class is an `ObservableObject`, itself or through its base classes.
    static func isObservableObject(_ type: TypeFact, in snapshot: WorkspaceSnapshot, depth: Int = 0) -> Bool {
        if type.inherits("ObservableObject") { return true }
        guard depth < 4,
            let base = type.inheritedTypes.first.flatMap({ snapshot.declaration(of: TypeName.base(of: $0))?.type }),
            base.kind == .class
        else { return false }
        return isObservableObject(base, in: snapshot, depth: depth + 1)
    }
}

extension PlainStyle {
    /// The parameters most of the view models' own initializers take (`mailboxManager:
    /// MailboxManager` of three of five), in the order the nearest such initializer takes them;
    /// a parameter one screen has of its own is no habit, however near.
    fileprivate static func sharedParameters(of samples: [ScreenSample], dependencyImports: inout [String]) -> Item<
        [Dependency]
    > {
        let readings = samples.map {
            (parameters: $0.initializerParameters, weight: 1, name: $0.screen.name, imports: $0.viewModelImports)
        }
        let total = readings.count
        var weightByParameter: [Dependency: Int] = [:]
        var screensByParameter: [Dependency: Int] = [:]
        for reading in readings {
            for parameter in Set(reading.parameters) {
                weightByParameter[parameter, default: 0] += reading.weight
                screensByParameter[parameter, default: 0] += 1
            }
        }
        let shared = Set(
            weightByParameter.keys.filter { weightByParameter[$0]! * 2 > total && screensByParameter[$0]! >= 2 })
        guard let nearest = readings.first(where: { !shared.isDisjoint(with: $0.parameters) }) else {
            return Item(
                [], "no initializer parameter shared by most of the nearest view models (\(readings.count) read)")
        }
        let parameters = nearest.parameters.filter(shared.contains)
        dependencyImports = nearest.imports
        let written = parameters.map { "\($0.label): \($0.type)" }.joined(separator: ", ")
        return Item(
            parameters,
            "\(nearest.name): `init(\(written))` (\(screensByParameter[parameters[0]]!) of \(readings.count) view models)"
        )
    }
}

/// How a view holds its view model and where it gets it.
private struct Ownership: Hashable, Sendable {
    var holding: PlainStyle.Holding
    var creation: PlainStyle.Creation
}

/// What one screen's files show of its team's style.
private struct ScreenSample {
    let screen: ScreenCatalog.Screen
    let viewModel: TypeFact
    let view: TypeFact
    let viewFile: SourceFile
    /// The text of the view model's file.
    let modelFileText: String
    /// The view model's file, as the snapshot knows it.
    let modelPath: String
    /// The view's file, as the snapshot knows it.
    let viewPath: String
    /// The view's property holding the view model.
    let held: PropertyFact?
    let snapshot: WorkspaceSnapshot

    init?(_ screen: ScreenCatalog.Screen, snapshot: WorkspaceSnapshot, root: String) {
        guard let viewFile = snapshot.sourceFiles[RelativePath.joined(root, screen.viewPath)],
            let modelFile = snapshot.sourceFiles[RelativePath.joined(root, screen.viewModelPath)]
        else { return nil }
        guard
            let view = viewFile.facts.types.first(where: {
                $0.name == screen.viewName && !$0.isExtension && $0.parentName == nil
            }),
            let viewModel = modelFile.facts.types.first(where: {
                !$0.isExtension && $0.qualifiedName == screen.viewModelName
            })
        else { return nil }
        self.screen = screen
        self.viewModel = viewModel
        self.view = view
        self.viewFile = viewFile
        self.modelFileText = modelFile.text
        self.modelPath = RelativePath.joined(root, screen.viewModelPath)
        self.viewPath = RelativePath.joined(root, screen.viewPath)
        self.snapshot = snapshot
        held = view.storedProperties.first { property in
            guard let name = ViewModelPairing.heldName(property, in: view) else { return false }
            // Its type, or a protocol it conforms to (a view generic over `XViewModelType`).
            return name == viewModel.name || name == viewModel.qualifiedName
                || name == "ViewModel" && viewModel.parentName != nil
                || viewModel.inheritedTypes.contains { TypeName.base(of: $0) == name }
        }
    }

    private var viewModelFileName: String { ScreenCatalog.fileName(of: screen.viewModelPath) }
    private var viewFileName: String { ScreenCatalog.fileName(of: screen.viewPath) }

    var declaration: (PlainStyle.Declaration, String)? {
        if viewModel.attributes.contains(named: "Observable") {
            return (.observable, "`@Observable` in \(viewModelFileName)")
        }
        if inheritsObservableObject(viewModel, depth: 0) {
            return (.observableObject, "`ObservableObject` in \(viewModelFileName)")
        }
        if let base = viewModel.inheritedTypes.first.flatMap({ snapshot.declaration(of: TypeName.base(of: $0))?.type }),
            base.attributes.contains(named: "Observable")
        {
            return (.observable, "`@Observable` base class `\(base.name)` in \(viewModelFileName)")
        }
        return nil
    }

    private func inheritsObservableObject(_ type: TypeFact, depth: Int) -> Bool {
        PlainStyle.isObservableObject(type, in: snapshot, depth: depth)
    }

    func viewModelAttribute(_ name: String) -> (Bool, String)? {
        let has = viewModel.attributes.contains(named: name)
        return (has, "\(has ? "" : "no ")`@\(name)` on `\(viewModel.name)`")
    }

    func viewAttribute(_ name: String) -> (Bool, String)? {
        let has = view.attributes.contains(named: name)
        return (has, "\(has ? "" : "no ")`@\(name)` on `\(view.name)`")
    }

    var isFinal: (Bool, String)? {
        let final = viewModel.modifiers.contains("final")
        return (final, "`\(viewModel.name)` is \(final ? "" : "not ")`final`")
    }

    /// The workspace's class the view model inherits (`BaseViewModel`), if any.
    var inheritance: (String?, String)? {
        let base = viewModel.inheritedTypes.map(TypeName.base(of:)).first { name in
            snapshot.declaration(of: name)?.type.kind == .class
        }
        return (
            base,
            base.map { "`\(viewModel.name)` inherits `\($0)`" } ?? "`\(viewModel.name)` inherits no class of the app"
        )
    }

    var holding: (PlainStyle.Holding, String)? {
        guard let held else { return nil }
        let wrappers: [(String, PlainStyle.Holding)] = [
            ("StateObject", .stateObject), ("State", .state), ("ObservedObject", .observedObject),
            ("Bindable", .bindable),
            ("EnvironmentObject", .environment), ("Environment", .environment),
        ]
        for (attribute, holding) in wrappers where held.attributes.contains(named: attribute) {
            return (holding, "`@\(attribute) \(held.isLet ? "let" : "var") \(held.name)` in \(viewFileName)")
        }
        return (.plainLet, "`\(held.isLet ? "let" : "var") \(held.name)` in \(viewFileName)")
    }

    var ownership: (Ownership, String)? {
        guard let holding, let creation else { return nil }
        return (Ownership(holding: holding.0, creation: creation.0), holding.1 + ", " + creation.1)
    }

    var creation: (PlainStyle.Creation, String)? {
        guard let held else { return nil }
        if held.initializer?.isInstanceCreation == true {
            return (.declaration, "`\(held.name) = \(held.initializer!.text)` in \(viewFileName)")
        }
        // `init(session:) { _viewModel = StateObject(wrappedValue: .init(session: session)) }`.
        let assignment = "_" + held.name + " = "
        let creatingInit = view.members.first { member in
            member.kind == .initializer && !member.parameterLabels.contains(held.name)
                && viewFile.lines.text(in: member.range).contains(assignment)
        }
        if creatingInit != nil {
            return (.initializer, "`\(view.name).init` sets `\(assignment.dropLast(3))` from its inputs")
        }
        // `@State private var viewModel: XViewModel?`, set in `.task` once the view appears.
        if held.attributes.contains(named: "State"), held.declaredType?.hasSuffix("?") == true,
            let type = held.heldTypeName,
            let appearing = view.members.first(where: { member in
                guard member.kind != .initializer else { return false }
                let text = viewFile.lines.text(in: member.range)
                return text.contains(type + "(")
                    && text.range(
                        of: #"(^|[^\w.])(self\.)?"# + held.name + #"\s*=(?!=)\s*(?!nil\b)"#, options: .regularExpression
                    )
                        != nil
            })
        {
            return (.appearance, "`\(view.name).\(appearing.name)` creates `\(held.name)` when the view appears")
        }
        return (.parent, "`\(view.name)` is given `\(held.name)`")
    }

    var propertyName: (String, String)? {
        held.map { held in
            // `chatViewModel` of `ChatView`: named after the screen, as the new one's will be.
            let screenWord = screen.name.prefix(1).lowercased() + screen.name.dropFirst()
            let name =
                held.name.hasPrefix(screenWord) && held.name != screenWord
                ? "{name}" + held.name.dropFirst(screenWord.count) : held.name
            return (name, "`\(view.name).\(held.name)`")
        }
    }

    /// The labelled parameters of the view model's own first initializer (`init(userUID: String?)`),
    /// with their defaults; not those of a type nested in the view model (`Mode` of
    /// `ManageContactViewModel.Mode`), which another view model cannot name so.
    var initializerParameters: [PlainStyle.Dependency] {
        DeclarationReader.initializerParameters(of: TypeReference(path: modelPath, type: viewModel), in: snapshot)
            .compactMap { parameter in
                let base = TypeName.base(of: parameter.type)
                guard snapshot.types(named: viewModel.qualifiedName + "." + base).isEmpty else { return nil }
                return PlainStyle.Dependency(
                    label: parameter.label, type: parameter.type, defaultValue: parameter.defaultValue)
            }
    }

    /// What the view's previews pass the view model's initializer, by label (`context: .shared`).
    var previewArguments: [String: String] {
        for preview in viewFile.facts.previews where preview.kind != .commentedMacro {
            let arguments = DeclarationReader.constructionArguments(
                of: viewModel.qualifiedName, in: viewPath, range: preview.range, snapshot: snapshot)
            if !arguments.isEmpty { return arguments }
        }
        return [:]
    }

    /// The modules the view model's file imports.
    var viewModelImports: [String] {
        snapshot.sourceFiles[modelPath]?.facts.imports.filter { !$0.isTestable }.map(\.module) ?? []
    }

    var isPublic: (Bool, String)? {
        let isPublic = view.accessLevel == .public || view.accessLevel == .open
        return (isPublic, "`\(isPublic ? "public " : "")struct \(view.name)`")
    }

    var isPropertyPrivate: (Bool, String)? {
        held.map { property in
            let isPrivate = property.accessLevel == .private || property.accessLevel == .fileprivate
            return (isPrivate, "`\(view.name).\(property.name)` is \(isPrivate ? "" : "not ")private")
        }
    }

    var conformsInExtension: (Bool, String)? {
        let inExtension =
            !view.isView
            || !view.inherits("View")
                && viewFile.facts.types.contains { $0.isExtension && $0.name == view.name && $0.inherits("View") }
        return (
            inExtension,
            inExtension ? "`extension \(view.name): View` in \(viewFileName)" : "`struct \(view.name): View`"
        )
    }

    var layout: (PlainStyle.Layout, String)? {
        if viewModel.parentName != nil, screen.viewModelPath != screen.viewPath {
            return (.nestedFile, "`\(viewModel.qualifiedName)` nested in \(viewModelFileName)")
        }
        if viewModel.parentName != nil { return (.nested, "`\(viewModel.qualifiedName)` nested in \(viewFileName)") }
        if screen.viewPath == screen.viewModelPath { return (.sameFile, "`\(viewModel.name)` in \(viewFileName)") }
        return (.separateFiles, "`\(viewModel.name)` in \(viewModelFileName)")
    }

    var viewModelSuffix: (String, String)? {
        guard viewModel.parentName == nil else { return ("ViewModel", "`\(viewModel.qualifiedName)`") }
        let suffix = ScreenCatalog.viewModelSuffixes.first {
            viewModel.name.hasSuffix($0) && viewModel.name.count > $0.count
        }
        return suffix.map { ($0, "`\(viewModel.name)`") }
    }

    /// Whether the view model is named after the whole view (`AdvancedSettingsScreenViewModel` of
    /// `AdvancedSettingsScreen`) or after the screen (`AdvancedSettingsViewModel`); nil for a view
    /// without a suffix or a view model named otherwise.
    var namesViewModelAfterView: (Bool, String)? {
        guard viewModel.parentName == nil, view.name != screen.name else { return nil }
        // `XViewModel` of `XView` is named after the screen, though `XView` + `Model` reads so too.
        func isNamed(after stem: String) -> Bool {
            ScreenCatalog.viewModelSuffixes.contains { viewModel.name == stem + $0 }
        }
        if isNamed(after: screen.name) { return (false, "`\(viewModel.name)` of `\(view.name)`") }
        if isNamed(after: view.name) { return (true, "`\(viewModel.name)` of `\(view.name)`") }
        return nil
    }

    /// Whether a view handed its view model into `@State`/`@StateObject` declares an initializer;
    /// nil for other ownerships.
    var declaresViewInitializer: (Bool, String)? {
        guard let held, creation?.0 == .parent,
            held.attributes.contains(named: "StateObject") || held.attributes.contains(named: "State")
        else { return nil }
        let declares = view.members.contains { $0.kind == .initializer }
        return (
            declares,
            declares
                ? "`\(view.name).init` receives `\(held.name)`"
                : "`\(view.name)` receives `\(held.name)` through its memberwise initializer"
        )
    }

    var viewSuffix: (String, String)? {
        let suffix = ScreenCatalog.viewSuffixes.first { view.name.hasSuffix($0) } ?? ""
        return (suffix, "`\(view.name)`")
    }

    /// How the view loads: `.task` where the view calls it (the app's deployment target has it),
    /// else `.onAppear`.
    var loading: (String, String)? {
        let text = viewFile.text
        // The app's own modifier first (`.onFirstAppear { … }`), then `.task`, then `.onAppear`.
        if let custom = text.range(of: #"\.on[A-Z]\w*Appear\s*[{(]"#, options: .regularExpression) {
            let name = String(text[custom].dropFirst().prefix { $0.isLetter || $0.isNumber })
            return (name, "`.\(name)` in \(viewFileName)")
        }
        if text.contains(".task {") || text.contains(".task(") { return ("task", "`.task` in \(viewFileName)") }
        if text.contains(".onAppear") { return ("onAppear", "`.onAppear` in \(viewFileName)") }
        return nil
    }

    var previews: (PlainStyle.Previews, String)? {
        let previews = viewFile.facts.previews.filter { $0.kind != .commentedMacro }
        guard let first = previews.first else { return (.none, "no preview in \(viewFileName)") }
        return first.kind == .macro
            ? (.macro, "`#Preview` in \(viewFileName)") : (.provider, "`PreviewProvider` in \(viewFileName)")
    }

    var previewsInDebugBlock: (Bool, String)? {
        guard let first = viewFile.facts.previews.first(where: { $0.kind != .commentedMacro }) else { return nil }
        return (
            first.isInsideDebugBlock,
            "the preview in \(viewFileName) is \(first.isInsideDebugBlock ? "" : "not ")inside `#if DEBUG`"
        )
    }

    /// One level of indentation: the leading white space of the first indented line of the view.
    var indentation: (String, String)? {
        let header = FileHeader.leadingComment(of: viewFile.text).count
        for line in viewFile.text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(max(header, 1)) {
            let code = line.drop { $0 == " " || $0 == "\t" }
            guard !code.hasPrefix("*"), !code.hasPrefix("//") else { continue }
            let leading = line.prefix { $0 == " " || $0 == "\t" }
            guard !leading.isEmpty, leading.count < line.count else { continue }
            let unit = leading.first == "\t" ? "\t" : String(leading)
            return (unit, unit == "\t" ? "tabs in \(viewFileName)" : "\(unit.count) spaces in \(viewFileName)")
        }
        return nil
    }

    /// The view file's leading comment (`//` lines or a `/* */` block) as a template
    /// (`FileHeader`): one naming the file, or one the view model's file starts with too (a
    /// license).
    var header: (String, String)? {
        let lines = FileHeader.leadingComment(of: viewFile.text)
        guard !lines.isEmpty else { return ("", "no file header in \(viewFileName)") }
        guard lines.contains(where: { $0.range(of: #"[A-Za-z0-9_+\-]+\.swift"#, options: .regularExpression) != nil })
        else {
            guard FileHeader.leadingComment(of: modelFileText) == lines else {
                return ("", "no header shared by \(viewFileName) and \(viewModelFileName)")
            }
            return (
                FileHeader.template(of: lines, fileName: viewFileName),
                "the header of \(viewFileName) and \(viewModelFileName)"
            )
        }
        let template = FileHeader.template(of: lines, fileName: viewFileName)
        let modelLines = FileHeader.leadingComment(of: modelFileText)
        guard screen.viewModelPath != screen.viewPath, !modelLines.isEmpty else {
            return (template, "the header of \(viewFileName)")
        }
        // A line the view model's header does not have too describes the view alone
        // (`//  Main settings view for player controls.`): the new files' headers leave it out.
        let shared = Set(
            FileHeader.template(of: modelLines, fileName: viewModelFileName).split(
                separator: "\n", omittingEmptySubsequences: false))
        let templateLines = template.split(separator: "\n", omittingEmptySubsequences: false)
        var kept: [Substring] = []
        var droppedOne = false
        for line in templateLines {
            guard shared.contains(line) || line.contains("{") || line.trimmingCharacters(in: .whitespaces).count <= 2
            else {
                droppedOne = true
                continue
            }
            // The line left out leaves no second empty `//` in its place.
            if droppedOne, line.trimmingCharacters(in: .whitespaces) == "//",
                kept.last?.trimmingCharacters(in: .whitespaces) == "//"
            {
                continue
            }
            kept.append(line)
        }
        guard kept.count < templateLines.count else { return (template, "the header of \(viewFileName)") }
        return (
            kept.joined(separator: "\n"),
            "the header of \(viewFileName), without the lines \(viewModelFileName)'s does not have"
        )
    }
}

/// The test framework of the nearest screen's view-model tests.
private struct TestSample {
    let path: String
    let framework: PlainStyle.TestFramework
    /// `Tests` of `XViewModelTests.swift`, `Spec` of `XViewModelSpec.swift`.
    let suffix: String
    /// The screen whose view model it tests.
    let screen: ScreenCatalog.Screen
    /// Whether its `@testable import` comes before its framework's import.
    let importsTestedModuleFirst: Bool
    /// Whether it imports the tested module at all (not where the tests compile the app's
    /// sources themselves).
    let importsTestedModule: Bool

    static let suffixes = ["Tests", "Spec", "Test", "UnitTests"]

    /// The test of the screen's view model, named after it (`XViewModelTests`,
    /// `DocumentDetailModelTests`) or, for a view model nested in its view, after the view
    /// (`HKSampleGraphUnitTests`).
    init?(_ screen: ScreenCatalog.Screen, placement: LearnedPlacement, snapshot: WorkspaceSnapshot, root: String) {
        let viewModelName = screen.viewModelName.hasSuffix(".ViewModel") ? screen.viewName : screen.viewModelName
        let stems =
            viewModelName == screen.name + "ViewModel" ? [viewModelName] : [screen.name + "ViewModel", viewModelName]
        // (`viewModelName` covers `XController` and `XModel` too.)
        guard
            let (suffix, path) = Self.suffixes.lazy.flatMap({ suffix in stems.lazy.map { (suffix, $0) } }).compactMap({
                suffix, stem in
                placement.catalog.pathsByFileName[stem + suffix + ".swift"]?.first.map { (suffix, $0) }
            }).first, let imports = snapshot.sourceFiles[RelativePath.joined(root, path)]?.facts.imports
        else { return nil }
        self.suffix = suffix
        self.screen = screen
        let testableIndex = imports.firstIndex(where: \.isTestable)
        let frameworkIndex = imports.firstIndex { ["Testing", "XCTest"].contains($0.module) }
        importsTestedModule = testableIndex != nil
        importsTestedModuleFirst =
            testableIndex.map { testable in frameworkIndex.map { testable < $0 } ?? false } ?? false
        if imports.contains(where: { $0.module == "Testing" }) {
            framework = .testing
        } else if imports.contains(where: { $0.module == "XCTest" }) {
            framework = .xctest
        } else {
            return nil
        }
        self.path = path
    }
}
