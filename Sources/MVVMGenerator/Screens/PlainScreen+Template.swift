extension PlainScreen {
    /// The variables every plain template receives.
    static let variables: [TemplateVariable] = [
        TemplateVariable("name", .text, "the screen name, e.g. `Settings`"),
        TemplateVariable(
            "view", .text, "the view's name: `{name}View`, or `{name}Screen` where the app names its views so"),
        TemplateVariable(
            "viewModel", .text, "the view model's declared name: `{name}ViewModel`, or `ViewModel` nested in the view"),
        TemplateVariable(
            "viewModelReference", .text, "the view model as tests name it: `{name}ViewModel` or `{view}.ViewModel`"),
        TemplateVariable("module", .text, "the module the tests `@testable import`"),
        TemplateVariable("header", .text, "the app's file header for this file (its own name in it), or empty"),
        TemplateVariable("property", .text, "the view's property holding the view model, e.g. `viewModel`"),
        TemplateVariable(
            "isObservable", .flag, "the view model is `@Observable` (else an `ObservableObject` with `@Published`)"),
        TemplateVariable("isMainActor", .flag, "the view model is `@MainActor`"),
        TemplateVariable("isFinal", .flag, "the view model is `final`"),
        TemplateVariable(
            "inheritanceClause", .text,
            "what the view model inherits, e.g. `: BaseViewModel` or `: ObservableObject`, or empty"),
        TemplateVariable("isViewMainActor", .flag, "the view is `@MainActor`"),
        TemplateVariable("conformsInExtension", .flag, "the view conforms to `View` in an extension holding `body`"),
        TemplateVariable(
            "holdingDeclaration", .text,
            "the view's stored property, e.g. `@StateObject private var viewModel = SettingsViewModel()`"),
        TemplateVariable(
            "viewInitializer", .text,
            "the view's initializer receiving its view model (`@State`/`@StateObject` it keeps), or empty"),
        TemplateVariable(
            "embeddedViewModel", .text,
            "the view model's declaration, where a file embeds it (the view's, or `{view}+ViewModel.swift` extending the view), else empty"
        ),
        TemplateVariable("isNested", .flag, "the view model is `extension {view} { … class ViewModel }`"),
        TemplateVariable(
            "isDeclarationOnly", .flag,
            "the view model template renders the declaration alone, to embed it in the view's file"),
        TemplateVariable(
            "hasPreviews", .flag,
            "the app's screens have previews, and a preview can build the view model: with nothing, with what the app's previews pass, or with `nil` and closures doing nothing"
        ),
        TemplateVariable("usesPreviewMacro", .flag, "previews are `#Preview`"),
        TemplateVariable("usesPreviewProvider", .flag, "previews are a `PreviewProvider`"),
        TemplateVariable("previewsInDebugBlock", .flag, "previews sit inside `#if DEBUG`"),
        TemplateVariable(
            "previewConstruction", .text,
            "the view as a `#Preview` builds it, with the view model it needs, after the statements of the app's preview it reads (`let repo = FakeRepository()`)"
        ),
        TemplateVariable(
            "providerConstruction", .text, "the same, as a `PreviewProvider` builds it (indented one level deeper)"),
        TemplateVariable(
            "isConstructible", .flag, "the view model is built with nothing (`{viewModel}()`): no dependencies"),
        TemplateVariable(
            "viewModelConstruction", .text,
            "the view model built as a test builds it: `{viewModel}()`, or with what the app's view-model tests or previews pass (`service: mockService`, `context: .shared`)"
        ),
        TemplateVariable(
            "testSetup", .text,
            "the declarations of the app's view-model test that `viewModelConstruction` reads (`let mockService = MockService()`), a line each; empty for none"
        ),
        TemplateVariable(
            "loadingModifier", .text,
            "the modifier the view loads in: `task`, `onAppear` or the app's own (`onFirstAppear`); empty for none"),
        TemplateVariable(
            "createsOnAppearance", .flag,
            "the view creates its view model when it appears, into an optional `@State` (a progress view until then)"),
        TemplateVariable(
            "sharedInstance", .text,
            "the view model's one instance where the app's views take theirs so (`static let shared = {viewModel}()`), else empty"
        ),
        TemplateVariable(
            "appearanceConstruction", .text,
            "the view model as the view builds it when it appears: `{viewModel}()`, or from the environment values the app's views read (`{viewModel}(repository: deps.repository)`)"
        ),
        TemplateVariable(
            "appearanceModifier", .text, "the modifier the view creates it in: `loadingModifier`, else `onAppear`"),
        TemplateVariable(
            "viewModelImports", .text,
            "the view model's imports, one a line, sorted: Combine or Observation, Foundation, and the modules its dependencies' types come from"
        ),
        TemplateVariable(
            "viewImports", .text,
            "the view's imports, one a line: SwiftUI, and the modules its initializer's dependencies come from"),
        TemplateVariable(
            "access", .text, "`public ` where the app's views are public (with their view models), else empty"),
        TemplateVariable(
            "viewModelAttributes", .text,
            "the view model's `@MainActor` and `@Observable`, in the app's order, a line each or on one line above its declaration; empty for none or where they go on the declaration's line"
        ),
        TemplateVariable(
            "declarationAttributes", .text,
            "the same attributes followed by a space where the app writes them on the declaration's line (`@Observable final class`), else empty"
        ),
        TemplateVariable(
            "viewModelAccess", .text,
            "`public ` where the app's view models are public, or a public view is handed its view model; else empty"),
        TemplateVariable(
            "testImports", .text,
            "the test's imports, the framework's and the `@testable` one, in the order the app's tests write them"),
        TemplateVariable("usesTesting", .flag, "view-model tests use Swift Testing"),
        TemplateVariable("usesXCTest", .flag, "view-model tests use XCTest"),
        TemplateVariable("testFrameworkModule", .text, "`Testing` or `XCTest`"),
        TemplateVariable(
            "viewModelStoredDependencies", .text,
            "the view model's properties keeping what it is built from (`private let userUID: String?`), one a line, or empty"
        ),
        TemplateVariable(
            "viewModelInitializer", .text, "the view model's initializer taking what it is built from, or empty"),
        TemplateVariable(
            "testName", .text,
            "the test type: `{name}ViewModelTests`, or `{name}ViewModelSpec` where the app names its tests so"),
    ]

    /// The values of `variables` for the file `fileName`.
    func context(fileName: String) -> TemplateContext {
        let style = self.style
        return [
            "name": .text(name),
            "view": .text(view),
            "viewModel": .text(viewModel),
            "viewModelReference": .text(viewModelReference),
            "module": .text(module),
            "header": .text(header(for: fileName)),
            "property": .text(property),
            "isObservable": .flag(isObservable),
            "isMainActor": .flag(style.isMainActor.value),
            "isFinal": .flag(style.isFinal.value),
            "inheritanceClause": .text(inheritanceClause),
            "isViewMainActor": .flag(style.isViewMainActor.value),
            "conformsInExtension": .flag(style.conformsInExtension.value),
            "holdingDeclaration": .text(Self.indentingContinuations(holdingDeclaration, by: 1)),
            "appearanceConstruction": .text(appearanceConstruction),
            "viewInitializer": .text(Self.indentingContinuations(viewInitializer ?? "", by: 1)),
            "embeddedViewModel": .text(Self.indentingContinuations(embeddedViewModel, by: isNested ? 1 : 0)),
            "isNested": .flag(isNested),
            "isDeclarationOnly": .flag(rendersDeclarationOnly),
            "hasPreviews": .flag(style.previews.value != .none && canPreview),
            "usesPreviewMacro": .flag(style.previews.value == .macro),
            "usesPreviewProvider": .flag(style.previews.value == .provider),
            "previewsInDebugBlock": .flag(style.previewsInDebugBlock.value),
            "previewConstruction": .text(Self.indentingContinuations(previewConstruction, by: 1)),
            "providerConstruction": .text(Self.indentingContinuations(previewConstruction, by: 2)),
            "isConstructible": .flag(isConstructible),
            "viewModelConstruction": .text(viewModelConstruction),
            "testSetup": .text(Self.indentingContinuations(testSetup, by: 2)),
            "loadingModifier": .text(style.loading.value == "none" ? "" : style.loading.value),
            "createsOnAppearance": .flag(creation == .appearance),
            "sharedInstance": .text(
                creation == .shared
                    ? (isViewModelPublic ? "public " : "") + sharedInstanceDeclaration + " shared = " + viewModel + "()"
                    : ""),
            "appearanceModifier": .text(style.loading.value == "none" ? "onAppear" : style.loading.value),
            "testImports": .text(testImports),
            "access": .text(style.isPublic.value ? "public " : ""),
            "viewModelAccess": .text(isViewModelPublic ? "public " : ""),
            "viewModelAttributes": .text(viewModelAttributes),
            "declarationAttributes": .text(declarationAttributes),
            "viewModelImports": .text(viewModelImports),
            "viewImports": .text(viewImports),
            "usesTesting": .flag(style.testFramework.value == .testing),
            "usesXCTest": .flag(style.testFramework.value == .xctest),
            "testFrameworkModule": .text(style.testFramework.value == .testing ? "Testing" : "XCTest"),
            "viewModelStoredDependencies": .text(Self.indentingContinuations(viewModelStoredDependencies, by: 1)),
            "viewModelInitializer": .text(Self.indentingContinuations(viewModelInitializer, by: 1)),
            "testName": .text(String(testsFile.dropLast(".swift".count))),
        ]
    }

    /// `text` with every line but the first indented `levels` levels (four spaces each): a
    /// multi-line value placed where the template indents its first line.
    static func indentingContinuations(_ text: String, by levels: Int) -> String {
        guard levels > 0 else { return text }
        let indentation = String(repeating: "    ", count: levels)
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .map { $0.offset == 0 || $0.element.isEmpty ? String($0.element) : indentation + $0.element }
            .joined(separator: "\n")
    }
}
