/// How a plain SwiftUI MVVM team writes a screen — its view model and its view — as its own
/// screens show it (`PlainStyle+Inference.swift`), each item with the evidence it was read from;
/// `scaffold.plain` settings override any item. The documented default, for a workspace without
/// screens: an `@Observable` view model held in `@State`.
public struct PlainStyle: Sendable, Hashable {
    /// How the view model publishes its changes.
    public enum Declaration: String, Sendable, Hashable, CaseIterable {
        /// `@Observable final class XViewModel` (Observation).
        case observable
        /// `final class XViewModel: ObservableObject` with `@Published` properties (Combine).
        case observableObject
    }

    /// How the view holds its view model.
    public enum Holding: String, Sendable, Hashable, CaseIterable {
        /// `@State` (with `@Observable`).
        case state
        /// `@StateObject` (with `ObservableObject`).
        case stateObject
        /// `@ObservedObject`, given by the parent.
        case observedObject
        /// `@Bindable`, given by the parent.
        case bindable
        /// `let`, given by the parent.
        case plainLet = "let"
        /// `@Environment(XViewModel.self)` or `@EnvironmentObject`, given by an ancestor.
        case environment
    }

    /// Where the view model is declared.
    public enum Layout: String, Sendable, Hashable, CaseIterable {
        /// `XViewModel.swift` beside (or where the screens keep) `XView.swift`.
        case separateFiles
        /// `XViewModel` in `XView.swift`.
        case sameFile
        /// `extension XView { @Observable final class ViewModel }` in `XView.swift`.
        case nested
        /// The same extension in a file of its own, `XView+ViewModel.swift`.
        case nestedFile
    }

    /// How previews are written.
    public enum Previews: String, Sendable, Hashable, CaseIterable {
        case macro = "preview"
        case provider = "previewProvider"
        case none
    }

    /// Where the view's view model comes from.
    public enum Creation: String, Sendable, Hashable, CaseIterable {
        /// `@StateObject private var viewModel = XViewModel()`.
        case declaration
        /// In the view's `init`, from what it is given:
        /// `_viewModel = StateObject(wrappedValue: .init(session: session))`.
        case initializer
        /// The parent gives it (`init(viewModel:)`, the memberwise initializer, the environment).
        case parent
        /// When the view appears, into an optional `@State` (a progress view until then):
        /// `.task { if viewModel == nil { viewModel = XViewModel() } }`.
        case appearance
        /// The view model's one instance, which the view takes:
        /// `@State private var vm = FavoritesViewModel.shared`.
        case shared
    }

    /// A parameter every view model's initializer takes (the base class's designated initializer).
    public struct Dependency: Sendable, Hashable {
        /// The parameter's name, which its stored property takes too.
        public var label: String
        public var type: String
        /// The default the app's initializers give it (`ServiceLocator.stores`), if any.
        public var defaultValue: String?
        /// What the nearest screen's preview passes for it (`.shared`), if any: how a preview
        /// builds a view model without a default.
        public var previewValue: String? = nil
        /// The statements of that preview its value reads (`let dependencies =
        /// AppDependencies()`), in the preview's order.
        public var previewSetup: [PreviewStatement] = []
        /// The modules that preview's file imports beside SwiftUI (`PreviewSupportCakeShop` for
        /// `MockCakeShopAdditionalInfoUseCase()`): what its value and statements may need.
        public var previewImports: [String] = []
        /// What the nearest view-model tests pass for it (`mockService`), if any.
        public var testValue: String? = nil
        /// The declarations of that test its value reads (`let mockService = MockService()`).
        public var testSetup: [PreviewStatement] = []
        /// The modules that test imports, in its order (`@testable import Convos`, `import
        /// ConvosCore` for `Contact.mock`): what its value and declarations may need.
        public var testImports: [TestImport] = []
        /// Whether callers leave out its label (`init(_ factory: UseCaseFactory)`).
        public var isUnlabelled = false
        /// How the view model keeps it, as the nearest view model does (`let`, `@Published var`);
        /// nil for `private let`.
        public var storage: String? = nil

        /// `_ factory: UseCaseFactory` or `session: Session`, without default.
        var declaration: String { (isUnlabelled ? "_ " : "") + "\(label): \(parameterType)" }
        /// The parameter's type: a function type the view model keeps escapes (`@escaping () -> Void`).
        var parameterType: String {
            FunctionType.isFunction(type) && !type.contains("@escaping") ? "@escaping " + type : type
        }
        /// The stored property's type: the parameter's without `@escaping` or `@autoclosure`, which
        /// only parameters take; optional where it is kept `weak` (`private weak var coordinator:
        /// ProfileCoordinator?` set from `init(coordinator: ProfileCoordinator)`).
        var storedType: String {
            let type = FunctionType.withoutParameterAttributes(type)
            guard storage?.split(separator: " ").contains("weak") == true, !type.hasSuffix("?"), !type.hasSuffix("!")
            else { return type }
            return type.contains(where: \.isWhitespace) || type.contains("->") ? "(\(type))?" : type + "?"
        }
        /// A value any preview or test may pass for it: what the previews pass, where it reads
        /// nothing of theirs, else `nil` for an optional or a closure doing nothing.
        var standaloneValue: String? {
            previewSetup.isEmpty
                ? previewValue ?? FunctionType.placeholder(for: type) : FunctionType.placeholder(for: type)
        }
        /// What a call passes for it from a value of the same name: `factory` or `session: session`.
        var passedByName: String { isUnlabelled ? label : "\(label): \(label)" }
    }

    /// Where a view model's attributes (`@Observable`, `@MainActor`) are written.
    public enum AttributeLines: String, Sendable, Hashable, CaseIterable {
        /// A line each, above the declaration.
        case separate
        /// One line together (`@MainActor @Observable`), above the declaration.
        case shared
        /// On the declaration's own line (`@Observable final class XViewModel {`).
        case declaration
    }

    /// How a view handed its view model into `@State`/`@StateObject` takes it
    /// (`scaffold.plain.viewInitializer`).
    public enum ViewInitializer: String, Sendable, Hashable, CaseIterable {
        /// `init(viewModel: @autoclosure @escaping () -> XViewModel)`, created when SwiftUI first needs it.
        case own
        /// `init(viewModel: XViewModel)`, as views that take it plainly write it.
        case value
        /// The memberwise initializer.
        case memberwise
    }

    /// The test framework of view-model tests.
    public enum TestFramework: String, Sendable, Hashable, CaseIterable {
        case testing
        case xctest
    }

    /// One inferred item: its value and where it was read (a file and what it shows), or why the
    /// default applies.
    public struct Item<Value: Sendable & Hashable>: Sendable, Hashable {
        public var value: Value
        public var evidence: String

        public init(_ value: Value, _ evidence: String) {
            self.value = value
            self.evidence = evidence
        }
    }

    public var declaration: Item<Declaration>
    public var isMainActor: Item<Bool>
    /// Whether `@Observable` comes before `@MainActor` on a view model marked with both.
    public var isObservableFirst = Item(false, "")
    /// How a view model declares its one instance, up to its name (`static let`,
    /// `nonisolated(unsafe) static let`), where the views take it (`creation: shared`); nil where
    /// no view model shows one.
    public var sharedInstanceDeclaration: String?
    /// Where views create their view model when they appear (`creation: appearance`) from an
    /// environment value: its declarations (`@Environment(\.dependencies) private var deps`) and
    /// what the creation passes, by label (`repository: deps.repository`).
    public var appearanceEnvironment: [String] = []
    public var appearanceArguments: [String: String] = [:]
    /// Where a view model's attributes go (`scaffold.plain.attributeLines`).
    public var attributeLines = Item(AttributeLines.separate, "")
    public var isFinal: Item<Bool>
    /// A class or protocol most view models inherit (`BaseViewModel`), nil for none.
    public var inheritance: Item<String?>
    public var holding: Item<Holding>
    /// Where the view's view model comes from.
    public var creation: Item<Creation>
    /// Whether a view creating a view model that needs nothing does it in an `init()`
    /// (`_viewModel = StateObject(wrappedValue: SearchViewModel())`) rather than at the declaration.
    public var createsInInitializerWithoutInputs = Item(false, "")
    /// Whether a view's initializer creating its view model takes what the view model's
    /// initializer has a default for, rather than leaving it to that default.
    public var viewPassesDefaultedDependencies = Item(true, "")
    /// What a view model is built from: the parameters of its base class's initializer (a
    /// session, a service), or of the view models' own initializers where most take the same;
    /// none when it is built from nothing.
    public var dependencies: Item<[Dependency]>
    /// Whether `dependencies` are the base class's (passed on by the inherited initializer) or
    /// the view model's own (kept in properties it declares).
    public var dependenciesFromBase = true
    /// The view's property holding the view model (`viewModel`, `model`, `vm`; `{name}` for the
    /// screen's name in lowerCamelCase, as in `chatViewModel`).
    public var propertyName: Item<String>
    /// Whether the view's property is `private`.
    public var isPropertyPrivate: Item<Bool>
    /// `View` conformance in an extension (`struct XView { … }` + `extension XView: View`).
    public var conformsInExtension: Item<Bool>
    public var isViewMainActor: Item<Bool>
    /// Whether views (and so their view models) are `public`, as in a package other modules
    /// build the screens of.
    public var isPublic = Item(false, "")
    /// Whether view models are `public` (a package's public views may still keep theirs
    /// internal); a public view handed its view model makes it public anyway.
    public var isViewModelPublic = Item(false, "")
    public var layout: Item<Layout>
    /// The suffix of view-model names (`ViewModel`, `Model`, `Controller`, `VM`).
    public var viewModelSuffix = Item("ViewModel", "")
    /// The suffix of view names (`View`, `Screen`).
    public var viewSuffix: Item<String>
    /// Whether view models are named after the whole view (`XScreenViewModel` of `XScreen`)
    /// rather than after the screen (`XViewModel`).
    public var namesViewModelAfterView = Item(false, "")
    /// How a view handed its view model into `@State`/`@StateObject` takes it: its own
    /// initializer taking an autoclosure (`init(viewModel: @autoclosure …)`) or the view model
    /// itself (`init(viewModel: XViewModel)`), or the memberwise one.
    public var viewInitializer = Item(ViewInitializer.own, "")
    /// The modifier the view asks its view model to load in: `task` (iOS 15), `onAppear`, the
    /// app's own (`onFirstAppear`), or `none`.
    public var loading: Item<String>
    /// The name of a view model's own file where it is nested in an extension of its view
    /// (`layout` `nestedFile`), as the nearest such screen names it: `{view}+ViewModel.swift`
    /// (`SubscriptionDetailsScreen+ViewModel.swift`) or `{name}ViewModel.swift` (Volume's
    /// `OrgsAdminViewModel.swift` holding `extension OrgsAdminView { class ViewModel }`).
    public var nestedViewModelFileName = "{view}+ViewModel.swift"
    /// The header of view-model files where the screens' view models have one and their views
    /// none (`//  XViewModel.swift`, `//  App`), the lines most of them share; nil to use `header`.
    public var viewModelHeader: String?
    /// The header of the nearest view-model test as a template (`FileHeader`), for new tests: a
    /// tests target's own (`//  AppTests`); nil to use `header`.
    public var testHeader: String?
    /// The modules the view model and view import for the types of `dependencies` (those the
    /// view model whose initializer showed them imports).
    public var dependencyImports: [String] = []
    /// Whether view-model tests import the tested module before the test framework (as a
    /// linter sorting imports by module name has them).
    public var importsTestedModuleFirst = false
    /// Whether view-model tests `@testable import` the app (not where they compile its sources).
    public var importsTestedModule = true
    public var previews: Item<Previews>
    /// Previews inside `#if DEBUG`.
    public var previewsInDebugBlock: Item<Bool>
    public var testFramework: Item<TestFramework>
    /// Whether the nearest screens' view models have tests (or `scaffold.plain.tests` is set):
    /// else `testFramework` is only what a test would use, and `--explain` says `none`.
    public var hasTests = false
    /// What view-model test files and types end with after `XViewModel`: `Tests`, `Spec`, `Test`.
    public var testSuffix: Item<String>
    /// The nearest screen's view-model test, relative to the root: where a new test goes when
    /// the tests are named otherwise than `XViewModel…` (after the view).
    public var nearestTestPath: String?
    /// Whether that test sits in its view model's folder (a new test goes beside the new view model).
    public var testsBesideViewModels = false
    /// One level of indentation (`"    "`, `"  "`, `"\t"`).
    public var indentation: Item<String>
    /// The header comment every file of the screens starts with, `{file}` for the file's name;
    /// empty for none.
    public var header: Item<String>

    /// The documented default for a workspace without screens: `@Observable` + `@State`, the
    /// view creating its view model, `#Preview`, Swift Testing, four spaces.
    public static let modernDefault: PlainStyle = {
        let why = "the workspace has no screens: the modern default"
        return PlainStyle(
            declaration: Item(.observable, why), isMainActor: Item(true, why), isFinal: Item(true, why),
            inheritance: Item(nil, why), holding: Item(.state, why), creation: Item(.declaration, why),
            dependencies: Item([], why),
            propertyName: Item("viewModel", why), isPropertyPrivate: Item(true, why),
            conformsInExtension: Item(false, why), isViewMainActor: Item(false, why), layout: Item(.separateFiles, why),
            viewSuffix: Item("View", why), loading: Item("task", why), previews: Item(.macro, why),
            previewsInDebugBlock: Item(false, why),
            testFramework: Item(.testing, why), testSuffix: Item("Tests", why), indentation: Item("    ", why),
            header: Item("", why))
    }()
}

extension PlainStyle {
    /// One import of an app's test file: `import ConvosCore`, `@testable import Convos`.
    public struct TestImport: Sendable, Hashable {
        public var module: String
        public var isTestable: Bool

        public init(module: String, isTestable: Bool) {
            self.module = module
            self.isTestable = isTestable
        }

        /// The import as written.
        var line: String { (isTestable ? "@testable " : "") + "import " + module }
    }
}
