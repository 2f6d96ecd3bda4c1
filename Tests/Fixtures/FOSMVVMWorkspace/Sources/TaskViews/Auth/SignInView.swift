import FOSMVVM
import SwiftUI
import TaskViewModels

/// The sign-in form.
public struct SignInView: ViewModelView {
    @Environment(Validations.self) private var validations
    @Environment(\.focusState) private var focusField
    @State private var error: Error?
    private let viewModel: SignInViewModel
    private let operations: any SignInViewModelOperations

    #if DEBUG
    @State private var repaintToggle = false
    #endif

    public var body: some View {
        Form {
            Text(viewModel.pageTitle)
            FormFieldView(
                fieldModel: viewModel.$email,
                focusField: focusField,
                fieldValidator: viewModel.validateEmail,
                validations: validations
            )
            Button(errorBinding: $error, asyncAction: submit) {
                Text(viewModel.submitButtonLabel)
            }
            .disabled(validations.hasError)
            Text(viewModel.forgotPasswordLabel)
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

    public init(viewModel: SignInViewModel) {
        self.viewModel = viewModel
        self.operations = viewModel.operations
    }

    private func submit() async {
        let validations = validations
        do {
            try await operations.signIn(email: viewModel.email, password: viewModel.password)
        } catch let error as SignInRequest.ResponseError {
            if !error.validationResults.isEmpty {
                validations.replace(with: error.validationResults)
            } else {
                self.error = error
            }
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
    SignInView.previewHost(
        bundle: TaskViewModelsResourceAccess.localizationBundle
    )
}

#Preview("Filled in") {
    SignInView.previewHost(
        bundle: TaskViewModelsResourceAccess.localizationBundle,
        viewModel: .stub()
    )
}
#endif
