import Foundation
import MVVMAnalyzerCore

/// How a view holds its view model and where it gets it.
struct Ownership: Hashable, Sendable {
    var holding: PlainStyle.Holding
    var creation: PlainStyle.Creation
}

/// What one screen's files show of its team's style.
struct ScreenSample {
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
            // `@State private var vm = FavoritesViewModel.shared`: the view model's one instance.
            if property.declaredType == nil, let text = property.initializer?.text,
                text.hasPrefix(viewModel.name + ".") || text.hasPrefix(viewModel.qualifiedName + ".")
            {
                return true
            }
            guard let name = ViewModelPairing.heldName(property, in: view) else { return false }
            // Its type, or a protocol it conforms to (a view generic over `XViewModelType`).
            return name == viewModel.name || name == viewModel.qualifiedName
                || name == "ViewModel" && viewModel.parentName != nil
                || viewModel.inheritedTypes.contains { TypeName.base(of: $0) == name }
        }
    }

    private var viewModelFileName: String { ScreenCatalog.fileName(of: screen.viewModelPath) }
    var viewFileName: String { ScreenCatalog.fileName(of: screen.viewPath) }

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

    /// How the view model writes `@Observable` and `@MainActor`, when it has both: which comes
    /// first, and whether they share a line.
    var attributeLayout: (observableFirst: (Bool, String), oneLine: (Bool, String))? {
        guard let observable = viewModel.attributes.first(where: { $0.name == "Observable" }),
            let mainActor = viewModel.attributes.first(where: { $0.name == "MainActor" }),
            let file = snapshot.sourceFiles[modelPath]
        else { return nil }
        let first = min(observable.range.start, mainActor.range.start)
        let last = max(observable.range.end, mainActor.range.end)
        let oneLine = !file.lines.text(in: ByteRange(start: first, end: last)).contains("\n")
        let observableFirst = observable.range.start < mainActor.range.start
        let written = observableFirst ? "`@Observable` then `@MainActor`" : "`@MainActor` then `@Observable`"
        return (
            (observableFirst, "\(written) on `\(viewModel.name)`"),
            (oneLine, "`\(viewModel.name)`'s attributes \(oneLine ? "share a line" : "take a line each")")
        )
    }

    /// Where the view model's `@Observable` and `@MainActor` are written: on its declaration's
    /// line (`@Observable final class`), on one line above it, or a line each (one alone on a
    /// line of its own counts so); nil where it has neither.
    var attributeLines: (PlainStyle.AttributeLines, String)? {
        let marked = viewModel.attributes.filter { ["Observable", "MainActor"].contains($0.name) }
        guard let last = marked.max(by: { $0.range.end < $1.range.end }), let file = snapshot.sourceFiles[modelPath]
        else { return nil }
        let beforeName = file.lines.text(in: ByteRange(start: last.range.end, end: viewModel.nameRange.start))
        if !beforeName.contains("\n") {
            return (
                .declaration,
                "`\(file.lines.text(in: ByteRange(start: last.range.start, end: viewModel.nameRange.end)))`"
            )
        }
        if let layout = attributeLayout { return (layout.oneLine.0 ? .shared : .separate, layout.oneLine.1) }
        return (.separate, "`\(viewModel.name)`'s `@\(last.name)` takes a line of its own")
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
        // A generic base (`ViewModel<Router, SettingsViewState>`) needs arguments of the screen's
        // own (its state type, its router) that a new screen cannot choose: none is written.
        if let base, snapshot.declaration(of: base)?.type.genericParameters.isEmpty == false {
            return (
                nil, "`\(viewModel.name)` inherits the generic `\(base)`, whose arguments are the screen's own: none"
            )
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
        if let shared = sharedInstance {
            return (.shared, "`\(held.name) = \(shared.reference)` in \(viewFileName)")
        }
        if creatingInitializer != nil {
            return (.initializer, "`\(view.name).init` sets `_\(held.name)` from its inputs")
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

    /// The view's initializer creating its view model (`init(session:) { _viewModel =
    /// StateObject(wrappedValue: .init(session: session)) }`), not one handed it under another
    /// label (`init(with viewModel: X<Router>)`).
    private var creatingInitializer: MemberFact? {
        guard let held else { return nil }
        let name = NSRegularExpression.escapedPattern(for: held.name)
        // `_vm = StateObject(wrappedValue: VM(…))` or `self.vm = VM(…)` (an `@Observable` in
        // `@State`): a new instance, a type's member or `.init`, not a value it was handed
        // (`ObservedObject(wrappedValue: container.profileVM)`).
        let created = #"\s*(\.init\b|[A-Z])"#
        let wrapped = #"(^|[^\w.])(self\.)?_"# + name + #"\s*=\s*\w+\s*\(\s*(wrappedValue|initialValue)\s*:"# + created
        let direct = #"(^|[^\w.])(self\.)?"# + name + #"\s*=(?!=)"# + created
        let heldType = held.heldTypeName.map(TypeName.base(of:))
        return view.members.first { member in
            guard member.kind == .initializer, !member.parameterLabels.contains(held.name),
                !member.parameterTypes.contains(where: { TypeName.base(of: $0) == heldType })
            else { return false }
            let text = viewFile.lines.text(in: member.range)
            return text.range(of: wrapped, options: .regularExpression) != nil
                || text.range(of: direct, options: .regularExpression) != nil
        }
    }

    /// Whether the view creates a view model that needs nothing in an `init` taking nothing
    /// (`init() { _viewModel = StateObject(wrappedValue: SearchViewModel()) }`): true; at its
    /// declaration (`@State private var viewModel = CatalogViewModel()`): false; nil otherwise.
    var createsInInitializerWithoutInputs: (Bool, String)? {
        guard let held else { return nil }
        if held.initializer?.isInstanceCreation == true {
            return (false, "`\(held.name) = \(held.initializer!.text)` in \(viewFileName)")
        }
        guard let initializer = creatingInitializer, initializer.parameterLabels.isEmpty else { return nil }
        return (true, "`\(view.name).init()` sets `_\(held.name)`")
    }

    /// Whether the view's initializer creating its view model takes what the view model's own
    /// initializer has a default for (`init(repository: Repository = .live)` of both), rather
    /// than leaving it to that default (`init(courseId:)` of `ReviewView`); nil where it
    /// creates none or the view model defaults nothing.
    var passesDefaultedDependencies: (Bool, String)? {
        guard let initializer = creatingInitializer else { return nil }
        let defaulted = initializerParameters.filter {
            $0.defaultValue != nil && FunctionType.placeholder(for: $0.type) == nil
        }
        let services = defaulted.filter { !($0.defaultValue ?? "").hasPrefix("nil") }
        guard !services.isEmpty else { return nil }
        let passed = services.filter { initializer.parameterLabels.contains($0.label) }
        let names = services.map(\.label).joined(separator: ", ")
        return (
            !passed.isEmpty,
            "`\(view.name).init` \(passed.isEmpty ? "leaves" : "takes") `\(names)`, which `\(viewModel.name)` defaults"
        )
    }

    /// Where the view creates its view model when it appears from its environment
    /// (`XViewModel(repository: deps.repository)` with `@Environment(\.dependencies) var deps`):
    /// the environment properties' declarations the creation reads, and its arguments.
    var appearanceEnvironment: (declarations: [String], arguments: [String: String])? {
        guard creation?.0 == .appearance else { return nil }
        let environment = view.storedProperties.filter { $0.attributes.contains(named: "Environment") }
        guard !environment.isEmpty else { return nil }
        // One walk of the view: where it appears, the view is the one place that builds it.
        let arguments = DeclarationReader.constructionArguments(
            of: viewModel.qualifiedName, in: viewPath, range: view.range, snapshot: snapshot,
            readable: Set(environment.map(\.name)))
        let read = environment.filter { property in
            arguments.values.contains { $0 == property.name || $0.hasPrefix(property.name + ".") }
        }
        let declarations = read.map { viewFile.lines.text(in: $0.range) }
        return declarations.isEmpty ? nil : (declarations, arguments)
    }

    /// The view model's one instance the view takes (`= FavoritesViewModel.shared`, `= .shared`):
    /// how the view names it and how the view model declares it (`static let`).
    var sharedInstance: (reference: String, declaration: String)? {
        guard let held, let text = held.initializer?.text.trimmingCharacters(in: .whitespaces),
            let dot = text.lastIndex(of: "."),
            [viewModel.name, viewModel.qualifiedName, ""].contains(String(text[..<dot]))
        else { return nil }
        let member = String(text[text.index(after: dot)...])
        guard let property = viewModel.properties.first(where: { $0.isStatic && !$0.isComputed && $0.name == member }),
            let declaration = snapshot.sourceFiles[modelPath]?.lines.text(in: property.range),
            let name = declaration.range(of: #"\blet\s+"# + member + #"\b"#, options: .regularExpression)
        else { return nil }
        let prefix = (declaration[..<name.lowerBound] + "let").split(whereSeparator: \.isWhitespace)
            .filter { !["public", "internal", "open"].contains($0) }.joined(separator: " ")
        return (text, prefix)
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
    /// `ManageContactViewModel.Mode`), nor of its generic parameters (`router: Router` of
    /// `SettingsViewModel<Router: RouterHost>`), which another view model cannot name so.
    var initializerParameters: [PlainStyle.Dependency] {
        let generic = Set(viewModel.genericParameters.map(\.name))
        return DeclarationReader.initializerParameters(
            of: TypeReference(path: modelPath, type: viewModel), in: snapshot
        )
        .compactMap { parameter in
            let base = TypeName.base(of: parameter.type)
            guard snapshot.types(named: viewModel.qualifiedName + "." + base).isEmpty,
                generic.isDisjoint(
                    with: Self.names(in: parameter.type))
            else { return nil }
            return PlainStyle.Dependency(
                label: parameter.label, type: parameter.type, defaultValue: parameter.defaultValue,
                isUnlabelled: parameter.isUnlabelled, storage: storage(of: parameter.label))
        }
    }

    /// How the view model declares the stored property `name`, up to its name (`@Published var`,
    /// `let`, `private(set) var`); nil when it has none or keeps it `private let`.
    private func storage(of name: String) -> String? {
        guard let property = viewModel.storedProperties.first(where: { $0.name == name && !$0.isStatic }),
            let text = snapshot.sourceFiles[modelPath]?.lines.text(in: property.range),
            let nameStart = text.range(of: #"\b(let|var)\s+"# + name + #"\b"#, options: .regularExpression)
        else { return nil }
        let prefix = text[..<nameStart.lowerBound] + (property.isLet ? "let" : "var")
        let storage = prefix.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return storage == "private let" ? nil : storage
    }

    /// What each of the view's previews passes the view model's initializer, or the view's that
    /// builds it (`GradesScreen(model: MockModel())`), by label (`context: .shared`), with the
    /// preview's own statements each reads; those whose arguments stand alone, the simplest to
    /// copy, first.
    var previewArguments: [[String: PreviewArgument]] {
        var found: [[String: PreviewArgument]] = []
        // A type private to the view's file means nothing in the new one.
        let fileTypes = viewFile.facts.types.filter { $0.accessLevel == .private || $0.accessLevel == .fileprivate }
        let privateTypes = Set(fileTypes.map(\.name))
        for preview in viewFile.facts.previews where preview.kind != .commentedMacro {
            for built in [viewModel.qualifiedName, view.name] {
                let arguments = DeclarationReader.previewArguments(
                    of: built, in: viewPath, range: preview.range, snapshot: snapshot,
                    implicitLabels: built == view.name ? [] : Set(held.map { [$0.name] } ?? [])
                ).filter { !$0.value.names(privateTypes) }
                if !arguments.isEmpty {
                    found.append(arguments)
                    break
                }
            }
        }
        return found.filter { $0.values.allSatisfy(\.setup.isEmpty) }
            + found.filter {
                $0.values.contains { !$0.setup.isEmpty }
            }
    }

    /// The modules the view model's file imports.
    var viewModelImports: [String] {
        snapshot.sourceFiles[modelPath]?.facts.imports.filter { !$0.isTestable }.map(\.module) ?? []
    }

    /// The modules the view's file imports.
    var viewImports: [String] {
        viewFile.facts.imports.filter { !$0.isTestable }.map(\.module)
    }

    var isPublic: (Bool, String)? {
        let isPublic = view.accessLevel == .public || view.accessLevel == .open
        return (isPublic, "`\(isPublic ? "public " : "")struct \(view.name)`")
    }

    var isViewModelPublic: (Bool, String)? {
        let isPublic = viewModel.accessLevel == .public || viewModel.accessLevel == .open
        return (isPublic, "`\(isPublic ? "public " : "")class \(viewModel.name)`")
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

    /// The name of the view model's own file, where it is nested in an extension of the view, as
    /// a template: `{view}+ViewModel.swift`, `{name}ViewModel.swift`.
    var nestedViewModelFileName: String? {
        guard viewModel.parentName != nil, screen.viewModelPath != screen.viewPath else { return nil }
        let fileName = viewModelFileName
        if fileName.hasPrefix(screen.viewName) { return "{view}" + fileName.dropFirst(screen.viewName.count) }
        if fileName.hasPrefix(screen.name) { return "{name}" + fileName.dropFirst(screen.name.count) }
        return nil
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

    /// How a view handed its view model into `@State`/`@StateObject` takes it: its own
    /// initializer, taking an autoclosure or the view model itself, or the memberwise one; nil
    /// for other ownerships.
    var viewInitializer: (PlainStyle.ViewInitializer, String)? {
        guard let held, creation?.0 == .parent,
            held.attributes.contains(named: "StateObject") || held.attributes.contains(named: "State")
        else { return nil }
        let initializers = view.members.filter { $0.kind == .initializer }
        guard !initializers.isEmpty else {
            return (.memberwise, "`\(view.name)` receives `\(held.name)` through its memberwise initializer")
        }
        // The parameter typed by the view model (`viewModel: @autoclosure @escaping () -> X`).
        let heldType = held.heldTypeName.map(TypeName.base(of:))
        let parameter = initializers.lazy.flatMap(\.parameterTypes).first { type in
            heldType.map(Self.names(in: type).contains) == true
        }
        if let parameter, !parameter.contains("@autoclosure") {
            return (.value, "`\(view.name).init` receives `\(held.name)` as `\(parameter)`")
        }
        return (.own, "`\(view.name).init` receives `\(held.name)`")
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

    /// The view model's own file's leading comment as a template, where it is in a file of its
    /// own and has one.
    var viewModelHeader: String? {
        guard screen.viewModelPath != screen.viewPath else { return nil }
        let lines = FileHeader.leadingComment(of: modelFileText)
        return lines.isEmpty ? nil : FileHeader.template(of: lines, fileName: viewModelFileName)
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

    /// The names a written type is made of (`SettingsViewModel`, `Router` of
    /// `SettingsViewModel<Router>`; `() -> X` gives `X`).
    private static func names(in type: String) -> [String] {
        type.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init)
    }
}
