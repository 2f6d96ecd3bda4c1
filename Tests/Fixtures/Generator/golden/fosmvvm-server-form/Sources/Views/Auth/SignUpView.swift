import FOSMVVM
import SwiftUI
import ViewModels

public struct SignUpView: ViewModelView {
    @Environment(Validations.self) private var validations
    @FocusState private var focusField: FormFieldIdentifier?
    @State private var error: Error?

    private let viewModel: SignUpViewModel
    private let operations: any SignUpViewModelOperations

    #if DEBUG
    @State private var repaintToggle = false
    #endif

    public var body: some View {
        Form {
            FormFieldView(
                fieldModel: viewModel.$email,
                focusField: $focusField,
                fieldValidator: viewModel.validateEmail,
                validations: validations
            )
            FormFieldView(
                fieldModel: viewModel.$password,
                focusField: $focusField,
                fieldValidator: viewModel.validatePassword,
                validations: validations
            )
            Button(errorBinding: $error, asyncAction: submit) {
                Text(viewModel.submitButtonLabel)
            }
            .disabled(validations.hasError)
        }
        .onAsyncSubmit {
            await submit()
        }
        .alert(
            errorBinding: $error,
            title: viewModel.errorTitle,
            message: viewModel.errorMessage,
            dismissButtonLabel: viewModel.dismissButtonLabel
        )
        #if DEBUG
        .testDataTransporter(viewModelOps: operations, repaintToggle: $repaintToggle)
        #endif
    }

    public init(viewModel: SignUpViewModel) {
        self.viewModel = viewModel
        self.operations = viewModel.operations
    }

    private func submit() async {
        let validations = validations
        _ = viewModel.validate(validations: validations)
        guard !validations.hasError else { return }
        do {
            try await operations.submit(data: viewModel)
        } catch let error as ValidationError {
            validations.replace(with: error.validations)
        } catch {
            self.error = error
        }
        toggleRepaint()
    }

    private func toggleRepaint() {
        #if DEBUG
        repaintToggle.toggle()
        #endif
    }
}

#if DEBUG
#Preview {
    SignUpView.previewHost(
        bundle: ViewModelsResourceAccess.localizationBundle
    )
    .environment(Validations())
}

#Preview("With Data") {
    SignUpView.previewHost(
        bundle: ViewModelsResourceAccess.localizationBundle,
        viewModel: .stub(email: "Preview Email", password: "Preview Password")
    )
    .environment(Validations())
}
#endif
