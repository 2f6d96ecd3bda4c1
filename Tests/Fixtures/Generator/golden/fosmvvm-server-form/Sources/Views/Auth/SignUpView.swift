import FOSMVVM
import SwiftUI
import ViewModels

public struct SignUpView: ViewModelView {
    @Environment(Validations.self) private var validations
    @Environment(\.focusState) private var focusField
    @State private var error: Error?

    private let viewModel: SignUpViewModel
    private let operations: SignUpViewModelOperations

    #if DEBUG
    @State private var repaintToggle = false
    #endif

    public var body: some View {
        Form {
            FormFieldView(
                fieldModel: viewModel.$email,
                focusField: focusField,
                fieldValidator: viewModel.validateEmail,
                validations: validations
            )
            FormFieldView(
                fieldModel: viewModel.$password,
                focusField: focusField,
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
        do {
            try await operations.submit(data: viewModel)
        } catch let error as SignUpRequest.ResponseError {
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
    SignUpView.previewHost(
        bundle: ViewModelsResourceAccess.localizationBundle
    )
    .environment(AppState())
}
#endif
