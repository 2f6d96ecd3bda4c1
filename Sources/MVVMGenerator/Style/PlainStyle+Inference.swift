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
        // The anchor's own screen is first (`LearnedPlacement` ranks it so).
        let screens = Array(placement.ranked.prefix(screensRead))
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
        func majority<Value: Hashable & Sendable>(
            _ read: (ScreenSample) -> (Value, String)?, _ fallback: Value, counting counted: String = "screens"
        ) -> Item<Value> {
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
            return Item(best.value, best.evidence + " (\(counts[best.value]!) of \(readings.count) \(counted))")
        }
        var style = modernDefault
        style.declaration = majority({ $0.declaration }, .observable)
        style.isMainActor = majority({ $0.viewModelAttribute("MainActor") }, true)
        style.isFinal = majority({ $0.isFinal }, true)
        style.isObservableFirst = majority({ $0.attributeLayout?.observableFirst }, false)
        style.attributeLines = majority({ $0.attributeLines }, .separate)
        style.inheritance = majority({ $0.inheritance }, nil)
        // How the view holds its view model and where it gets it, read together: a pair no
        // screen shows is no habit.
        let ownership = majority(
            { $0.ownership },
            Ownership(
                holding: style.declaration.value == .observable ? .state : .stateObject, creation: .declaration),
            counting: "screens hold and get it so")
        style.holding = Item(ownership.value.holding, ownership.evidence)
        if ownership.value.creation == .appearance,
            let environment = samples.lazy.compactMap(\.appearanceEnvironment).first
        {
            (style.appearanceEnvironment, style.appearanceArguments) = environment
        }
        if ownership.value.creation == .shared,
            let declaration = samples.lazy.compactMap({ $0.sharedInstance?.declaration }).first
        {
            style.sharedInstanceDeclaration = declaration
        }
        style.creation = Item(ownership.value.creation, ownership.evidence)
        // Where no screen shows a view model that needs nothing, it is created as the others are.
        style.createsInInitializerWithoutInputs = majority(
            { $0.createsInInitializerWithoutInputs }, style.creation.value == .initializer)
        style.viewPassesDefaultedDependencies = majority({ $0.passesDefaultedDependencies }, true)
        style.propertyName = majority({ $0.propertyName }, "viewModel")
        style.isPropertyPrivate = majority({ $0.isPropertyPrivate }, true)
        style.conformsInExtension = majority({ $0.conformsInExtension }, false)
        style.isViewMainActor = majority({ $0.viewAttribute("MainActor") }, false)
        style.isPublic = majority({ $0.isPublic }, false)
        style.isViewModelPublic = majority({ $0.isViewModelPublic }, false)
        style.layout = majority({ $0.layout }, .separateFiles)
        if let fileName = samples.lazy.compactMap(\.nestedViewModelFileName).first {
            style.nestedViewModelFileName = fileName
        }
        style.viewSuffix = majority({ $0.viewSuffix }, "View")
        style.viewModelSuffix = majority({ $0.viewModelSuffix }, "ViewModel")
        style.namesViewModelAfterView = majority({ $0.namesViewModelAfterView }, false)
        style.viewInitializer = majority({ $0.viewInitializer }, .own)
        if !samples.contains(where: { $0.viewInitializer != nil }) {
            style.viewInitializer.evidence =
                "no view of the nearest screens is handed a view model it keeps in `@State`/`@StateObject`: "
                + "asked only of those"
        }
        style.loading = majority({ $0.loading }, "onAppear")
        style.previews = majority({ $0.previews }, .macro)
        style.previewsInDebugBlock = majority({ $0.previewsInDebugBlock }, false)
        style.indentation = majority({ $0.indentation }, "    ")
        style.header = majority({ $0.header }, "")
        if let common = headerLinesMostViewsShare(of: samples, majorityHeader: style.header.value) {
            style.header = common
        }
        if style.header.value.isEmpty, let shared = sharedViewModelHeader(of: samples) {
            style.viewModelHeader = shared
            style.header.evidence += "; view-model files: the lines their own headers share"
        }
        style.header.value = FileHeader.dayAndMonthOrdered(
            style.header.value, asIn: samples.flatMap { [$0.viewFile.text, $0.modelFileText] })
        if let base = style.inheritance.value, let declared = snapshot.declaration(of: base)?.type,
            let inherited = dependencies(of: declared, in: snapshot)
        {
            style.dependencies = inherited
        } else {
            style.dependencies = sharedParameters(of: samples, dependencyImports: &style.dependencyImports)
            if let own = samples.first(where: {
                [$0.screen.viewPath, $0.screen.viewModelPath].contains(placement.anchor)
            }),
                let services = anchorServices(
                    of: own, for: placement.name, sharing: style.dependencies.value, snapshot: snapshot)
            {
                style.dependencies = services
                style.dependencyImports = own.viewModelImports
            }
            style.dependenciesFromBase = style.dependencies.value.isEmpty
        }
        style.dependencies = previewed(style.dependencies, by: samples)
        // Tests named after the view models they test; where no screen has one, tests named
        // otherwise that build them (a flow's `…SendViewModelTests` building `AmountViewModel`).
        let byName = placement.ranked.lazy.compactMap {
            TestSample($0, placement: placement, snapshot: snapshot, root: root)
        }
        let byWhatTheyBuild = byName.first == nil
        let testSamples = Array(
            byWhatTheyBuild
                ? placement.ranked.lazy.compactMap {
                    TestSample($0, placement: placement, snapshot: snapshot, root: root, byWhatTheyBuild: true)
                }.prefix(5) : byName.prefix(5))
        style.dependencies = tested(style.dependencies, by: testSamples, snapshot: snapshot, root: root)
        if let tests = testSamples.first {
            style.testFramework = Item(
                tests.framework, "\(tests.path): imports \(tests.framework == .testing ? "Testing" : "XCTest")")
            style.testSuffix = Item(tests.suffix, "\(tests.path)")
            style.hasTests = true
            // How many of the screens read are tested: the app may test a few view models only.
            let testedNearby = samples.filter { sample in
                TestSample(
                    sample.screen, placement: placement, snapshot: snapshot, root: root,
                    byWhatTheyBuild: byWhatTheyBuild) != nil
            }
            style.testFramework.evidence +=
                " (\(testedNearby.count) of the \(samples.count) nearest screens' view models have a test)"
            style.importsTestedModuleFirst = tests.importsTestedModuleFirst
            // A test importing nothing of the app where most do (a suite's empty shell) is no
            // sign that the tests compile the app's sources themselves.
            style.importsTestedModule =
                tests.importsTestedModule || 2 * testSamples.filter(\.importsTestedModule).count > testSamples.count
                || placement.testsImport(module: placement.module.name)
            if let text = snapshot.sourceFiles[RelativePath.joined(root, tests.path)]?.text, !style.header.value.isEmpty
            {
                let lines = FileHeader.leadingComment(of: text)
                if !lines.isEmpty {
                    // A date's day and month in the order the app's files show (`17/11/24`).
                    style.testHeader = FileHeader.dayAndMonthOrdered(
                        FileHeader.template(of: lines, fileName: ScreenCatalog.fileName(of: tests.path)),
                        asIn: [text] + samples.flatMap { [$0.viewFile.text, $0.modelFileText] })
                }
            }
            // Only a test of one of the screens read, in their module, shows where a new one goes.
            if samples.contains(where: { $0.screen == tests.screen }) {
                style.nearestTestPath = tests.path
                style.testsBesideViewModels =
                    ScreenCatalog.folders(of: tests.path) == ScreenCatalog.folders(of: tests.screen.viewModelPath)
            }
        } else {
            style.testFramework = Item(
                .testing,
                "no view model of the nearest screens (\(samples.map(\.screen.name).joined(separator: ", "))) "
                    + "has a test named after it: none is written")
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
    /// (`ReportReasonViewModel(context: .shared)`), when its preview passes them all but those
    /// any preview can pass (`nil`, a closure doing nothing).
    fileprivate static func previewed(_ dependencies: Item<[Dependency]>, by samples: [ScreenSample]) -> Item<
        [Dependency]
    > {
        let needed = dependencies.value.filter { $0.defaultValue == nil }
        guard !needed.isEmpty else { return dependencies }
        for sample in samples {
            for arguments in sample.previewArguments
            where needed.allSatisfy({ arguments[$0.label] != nil || FunctionType.placeholder(for: $0.type) != nil }) {
                let passed = needed.compactMap { dependency in
                    arguments[dependency.label].map { (dependency.label, $0) }
                }
                guard !passed.isEmpty else { continue }
                var previewed = dependencies
                for index in previewed.value.indices where previewed.value[index].defaultValue == nil {
                    let argument = arguments[previewed.value[index].label]
                    previewed.value[index].previewValue = argument?.value
                    previewed.value[index].previewSetup = argument?.setup ?? []
                    previewed.value[index].previewImports = argument == nil ? [] : sample.viewImports
                }
                let written = passed.map { "\($0.0): \($0.1.value)" }.joined(separator: ", ")
                let setup = Set(passed.flatMap(\.1.setup)).count
                let reading = setup == 0 ? "" : ", reading \(setup) statement\(setup == 1 ? "" : "s") of the preview"
                previewed.evidence += "; previews pass `\(written)` (\(sample.screen.name)\(reading))"
                return previewed
            }
        }
        return dependencies
    }

    /// `dependencies` with what the nearest view-model tests pass their view models for those
    /// without a default (`service: mockService` after `let mockService =
    /// MockLocalAuthorityService()`), by label or else by type (`localAuthorityService:` of the
    /// same `LocalAuthorityServiceInterface`): the construction passing the most of them, where
    /// every other has a value any test can pass (`Dependency.standaloneValue`).
    fileprivate static func tested(
        _ dependencies: Item<[Dependency]>, by tests: some Sequence<TestSample>, snapshot: WorkspaceSnapshot,
        root: String
    ) -> Item<[Dependency]> {
        let needed = dependencies.value.filter { $0.defaultValue == nil }
        guard !needed.isEmpty else { return dependencies }
        var best: (passed: [String: PreviewArgument], path: String)?
        for test in tests {
            let path = RelativePath.joined(root, test.path)
            let types = parameterTypes(of: test.screen.viewModelName, in: snapshot)
            for arguments in DeclarationReader.testArguments(
                of: test.screen.viewModelName, in: path, snapshot: snapshot)
            {
                let passed = passedArguments(for: needed, by: arguments, parameterTypes: types)
                guard passed.count > best?.passed.count ?? 0,
                    needed.allSatisfy({ passed[$0.label] != nil || $0.standaloneValue != nil })
                else { continue }
                best = (passed, test.path)
            }
        }
        guard let best else { return dependencies }
        let imports = (snapshot.sourceFiles[RelativePath.joined(root, best.path)]?.facts.imports ?? []).map {
            PlainStyle.TestImport(module: $0.module, isTestable: $0.isTestable)
        }
        var tested = dependencies
        for index in tested.value.indices where tested.value[index].defaultValue == nil {
            let argument = best.passed[tested.value[index].label]
            tested.value[index].testValue = argument?.value
            tested.value[index].testSetup = argument?.setup ?? []
            tested.value[index].testImports = argument == nil ? [] : imports
        }
        let written = needed.compactMap { dependency in
            best.passed[dependency.label].map { "\(dependency.label): \($0.value)" }
        }.joined(separator: ", ")
        tested.evidence += "; tests pass `\(written)` (\(best.path))"
        return tested
    }

    /// What a test's construction passes for each of `needed`, by label: the argument of the
    /// same label and type, else the one argument of the same type. A closure reading the test's
    /// own variables is left to the closure doing nothing.
    private static func passedArguments(
        for needed: [Dependency], by arguments: [String: PreviewArgument], parameterTypes: [String: String]
    ) -> [String: PreviewArgument] {
        var passed: [String: PreviewArgument] = [:]
        for dependency in needed {
            let type = FunctionType.withoutParameterAttributes(dependency.type)
            // Without the initializer's declaration, by label alone.
            let labels =
                parameterTypes.isEmpty || parameterTypes[dependency.label] == type
                ? [dependency.label] : parameterTypes.filter { $0.value == type }.map(\.key)
            guard labels.count == 1, let argument = arguments[labels[0]],
                argument.setup.isEmpty || FunctionType.placeholder(for: dependency.type) == nil
            else { continue }
            passed[dependency.label] = argument
        }
        return passed
    }

    /// The types of the parameters of the initializer of the type named `name`, by name.
    private static func parameterTypes(of name: String, in snapshot: WorkspaceSnapshot) -> [String: String] {
        guard let reference = snapshot.declaration(of: name) else { return [:] }
        let parameters = DeclarationReader.initializerParameters(of: reference, in: snapshot)
        return Dictionary(
            parameters.map { ($0.label, FunctionType.withoutParameterAttributes($0.type)) },
            uniquingKeysWith: { first, _ in first })
    }

    /// Where fewer than half of the nearest screens write the header the majority reading gives
    /// (each screen's header trimmed to what its view model's shares, and those disagree: Flo's
    /// `RadiosView.swift` names the file it was copied from, its view model keeps one line), the
    /// lines most of their view files' headers have, with the majority reading's own, in the order
    /// of the one having the most of them: `//  {file}`, `//  flo` and `//  Created by {author} on
    /// {date}.` of 4 of 5.
    fileprivate static func headerLinesMostViewsShare(of samples: [ScreenSample], majorityHeader: String) -> PlainStyle
        .Item<String>?
    {
        let headers = samples.compactMap { sample -> [Substring]? in
            let lines = FileHeader.leadingComment(of: sample.viewFile.text)
            guard !lines.isEmpty else { return nil }
            return FileHeader.template(of: lines, fileName: sample.viewFileName)
                .trimmingCharacters(in: .newlines).split(separator: "\n", omittingEmptySubsequences: false)
        }
        let holdingMajority = samples.filter { $0.header?.0 == majorityHeader }.count
        guard headers.count >= 3, holdingMajority * 2 < samples.count else { return nil }
        var counts: [Substring: Int] = [:]
        for header in headers {
            for line in Set(header) { counts[line, default: 0] += 1 }
        }
        let common = Set(counts.filter { $0.value * 2 > headers.count }.keys)
        guard common.contains(where: { $0.contains("{") || $0.trimmingCharacters(in: .whitespaces).count > 2 })
        else { return nil }
        // The majority reading's own lines stay (CashFlow's anchor names its project, which the
        // others name three ways); the common ones join them.
        let wanted = common.union(
            majorityHeader.trimmingCharacters(in: .newlines).split(separator: "\n", omittingEmptySubsequences: false))
        guard let fullest = headers.max(by: { $0.filter(wanted.contains).count < $1.filter(wanted.contains).count })
        else { return nil }
        var kept: [Substring] = []
        for line in fullest
        where wanted.contains(line)
            && !(line.trimmingCharacters(in: .whitespaces) == "//"
                && kept.last?.trimmingCharacters(in: .whitespaces) == "//")
        {
            kept.append(line)
        }
        let template = kept.joined(separator: "\n") + "\n\n"
        guard template != majorityHeader else { return nil }
        return PlainStyle.Item(
            template,
            "the lines most of the nearest screens' view headers have (\(headers.count) read; no header is "
                + "written alike by half of them)")
    }

    /// The lines the view models' own file headers share, as a template, where at least two
    /// view models in files of their own have one: `//  {file}` and `//  WRKT` of
    /// `//  FriendRequestsViewModel.swift`, `//  WRKT`, `//  ViewModel for friend requests`.
    fileprivate static func sharedViewModelHeader(of samples: [ScreenSample]) -> String? {
        let headers = samples.compactMap(\.viewModelHeader)
        guard headers.count >= 2 else { return nil }
        let lines = headers.map { $0.split(separator: "\n", omittingEmptySubsequences: false) }
        let kept = lines[0].filter { line in
            lines.dropFirst().contains { $0.contains(line) }
        }
        guard kept.contains(where: { $0.contains("{") || $0.trimmingCharacters(in: .whitespaces).count > 2 }) else {
            return nil
        }
        // A line left out leaves no second empty `//` in its place.
        var joined: [Substring] = []
        for line in kept
        where
            !(line.trimmingCharacters(in: .whitespaces) == "//"
            && joined.last?.trimmingCharacters(in: .whitespaces) == "//")
        {
            joined.append(line)
        }
        return joined.joined(separator: "\n")
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
        var weightByParameter: [String: Int] = [:]
        var screensByParameter: [String: Int] = [:]
        for reading in readings {
            for key in Set(reading.parameters.map(sharingKey)) {
                weightByParameter[key, default: 0] += reading.weight
                screensByParameter[key, default: 0] += 1
            }
        }
        let shared = Set(
            weightByParameter.keys.filter { weightByParameter[$0]! * 2 > total && screensByParameter[$0]! >= 2 })
        guard let nearest = readings.first(where: { !shared.isDisjoint(with: $0.parameters.map(sharingKey)) }) else {
            return Item(
                [], "no initializer parameter shared by most of the nearest view models (\(readings.count) read)")
        }
        let parameters = nearest.parameters.filter { shared.contains(sharingKey($0)) }
        dependencyImports = nearest.imports
        let written = parameters.map(\.declaration).joined(separator: ", ")
        let count = screensByParameter[sharingKey(parameters[0])]!
        return Item(parameters, "\(nearest.name): `init(\(written))` (\(count) of \(readings.count) view models)")
    }

    /// The services the anchor's own view model is built from, where it shows some: the
    /// parameters typed by a protocol of the workspace (`contentRepository:
    /// ContentRepositoryProtocol`) or given a default (`reportingService: ReportingService =
    /// ReportingService()`), with those of `shared` (what most nearby view models take) it takes
    /// too; not a plain value, a closure, an optional override (`= nil`), a model (`folder:
    /// Folder`), nor a type named after the anchor's screen (`HabitHistoryCoordinator`), which is
    /// its alone unless a service the new screen's feature shares. Nil where it shows none.
    /// Implicit members that name a service's one instance (`= .shared`), not a state.
    private static let singletonMembers = ["shared", "live", "default", "standard", "current", "main", "instance"]

    fileprivate static func anchorServices(
        of sample: ScreenSample, for newScreen: String, sharing shared: [Dependency], snapshot: WorkspaceSnapshot
    ) -> Item<[Dependency]>? {
        let sharedKeys = Set(shared.map(sharingKey))
        var showsServices = false
        let taken = sample.initializerParameters.filter { parameter in
            if sharedKeys.contains(sharingKey(parameter)) { return true }
            let type = parameter.type.filter { !$0.isWhitespace }
            // `any ContactsRepositoryProtocol` too.
            let base = TypeName.base(of: parameter.type)
            // A type named after the screen is its input (`Review`), unless a service built by
            // default (`reviewRepo: ReviewRepository = ReviewRepository()`).
            let isBuiltByDefault = parameter.defaultValue.map { $0.first?.isUppercase == true } ?? false
            // A data service of the screen's feature (`ContactsRepositoryProtocol` of `Contacts`)
            // serves a new screen of that feature too (`BlockedContacts`); its coordinator
            // (`HabitHistoryCoordinating`) is its own.
            let namedAfterScreen =
                base.range(of: sample.screen.name).map { range in
                    !(newScreen.contains(sample.screen.name)
                        && serviceWords.contains { base[range.upperBound...].hasPrefix($0) })
                } ?? false
            // `= .loading`: a state the view model starts in, not a service (`.shared` is one).
            let startsInState =
                parameter.defaultValue.map { value in
                    value.hasPrefix(".") && !singletonMembers.contains { value == "." + $0 }
                } ?? false
            // `= nil`: an optional override the view model replaces itself (`?? Injector.make()`).
            guard parameter.defaultValue != "nil", !startsInState, !plainValueTypes.contains(base),
                isBuiltByDefault || !namedAfterScreen,
                !type.hasPrefix("["),
                !FunctionType.isFunction(parameter.type),
                parameter.defaultValue != nil || snapshot.declaration(of: base)?.type.kind == .protocol
            else { return false }
            showsServices = true
            return true
        }
        guard showsServices else { return nil }
        let written = sample.initializerParameters.map { $0.declaration + ($0.defaultValue.map { " = " + $0 } ?? "") }
        let kept =
            taken.count == sample.initializerParameters.count
            ? "" : "; its services: " + taken.map(\.label).joined(separator: ", ")
        return Item(
            taken,
            "\(sample.screen.name), the anchor's own view model: `init(\(written.joined(separator: ", ")))`\(kept)")
    }

    /// The words after a feature's name that make a type its data service.
    private static let serviceWords = ["Repository", "Service", "UseCase", "Client", "Provider", "Store", "API"]

    /// What makes two view models' parameters the same dependency: its type (`client:
    /// GistHubAPIClient` and `gistHubClient: GistHubAPIClient`), or for a plain value (`String`,
    /// `Int`, `UUID`…), which says nothing of what it is, its name and type.
    private static func sharingKey(_ dependency: Dependency) -> String {
        let type = dependency.type.filter { !$0.isWhitespace }
        let base = type.trimmingCharacters(in: CharacterSet(charactersIn: "[]?!"))
        return plainValueTypes.contains(base) ? dependency.label + ":" + type : type
    }

    /// Types whose values are inputs of one screen rather than what view models are built from.
    private static let plainValueTypes: Set<String> = [
        "String", "Int", "Int64", "Int32", "UInt", "Bool", "Double", "Float", "CGFloat", "UUID", "Date", "URL", "Data",
        "Decimal", "Character",
    ]
}
