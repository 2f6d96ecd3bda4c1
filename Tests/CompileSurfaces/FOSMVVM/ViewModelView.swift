// API surface of FOSMVVM: SwiftUI support shared by both versions — ViewModelView and its
// binding, previews, test plumbing, localizable Text, FormFieldView (test support).
import SwiftUI

public protocol ViewModelView: View {
    associatedtype VM: ViewModel
    init(viewModel: VM)
}

extension ViewModelView where VM: RequestableViewModel {
    @MainActor public static func bind() -> some View where
        VM.Request.RequestBody == EmptyBody, VM.Request.ResponseBody == VM,
        VM.Request.Query == EmptyQuery, VM.Request.Fragment == EmptyFragment {
        EmptyView()
    }

    @MainActor public static func bind(appState: VM.AppState) -> some View where
        VM.Request.ResponseBody == VM, VM.Request.Query == EmptyQuery, VM.Request.Fragment == EmptyFragment,
        VM.Request.RequestBody == EmptyBody, VM: ClientHostedViewModelFactory, VM.AppState: Hashable & Sendable {
        EmptyView()
    }

    @MainActor public static func bind(query: VM.Request.Query, fragment: VM.Request.Fragment? = nil) -> some View where
        VM.Request.RequestBody == EmptyBody, VM.Request.ResponseBody == VM {
        EmptyView()
    }
}

extension ViewModelView {
    public static func previewHost(
        bundle: Bundle = .main,
        resourceDirectoryName: String = "",
        locale: Locale = .current,
        viewModel: VM = .stub(),
        setStates: ((inout Self) -> Void)? = nil
    ) -> some View {
        EmptyView()
    }
}

extension View {
    @ViewBuilder public func testDataTransporter(viewModelOps: any ViewModelOperations, repaintToggle: Binding<Bool>) -> some View {
        self
    }

    public func uiTestingIdentifier(_ string: String, isEnabled: Bool = true) -> some View {
        self
    }
}

extension Text {
    public init(_ localizable: some Localizable, defaultValue: String? = nil) {
        self.init(verbatim: "")
    }
}

public struct FormFieldView<Value: Codable & Hashable>: PrimitiveView {
    public init(
        fieldModel: FormFieldModel<Value>,
        focusField: FocusState<FormFieldIdentifier?>.Binding,
        fieldValidator: (([FormFieldBase]?) -> [ValidationResult]?)? = nil,
        validations: Validations? = nil,
        onNewValue: ((Value) -> Void)? = nil,
        newValueDelay: TimeInterval = 0.75,
        onSubmit: ((Value) -> Void)? = nil
    ) {}
}
