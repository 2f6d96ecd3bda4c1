import FOSMVVM
import SwiftUI
import ViewModels

public struct ProfileFormView: ViewModelView {
    @Environment(Validations.self) private var validations
    @Environment(\.focusState) private var focusField
    @State private var error: Error?

    private let viewModel: ProfileFormViewModel
    private let operations: ProfileFormViewModelOperations

    #if DEBUG
    @State private var repaintToggle = false
    #endif

    public var body: some View {
        Form {
            FormFieldView(
                fieldModel: viewModel.$displayName,
                focusField: focusField,
                fieldValidator: viewModel.validateDisplayName,
                validations: validations
            )
            FormFieldView(
                fieldModel: viewModel.$email,
                focusField: focusField,
                fieldValidator: viewModel.validateEmail,
                validations: validations
            )
            Button(errorBinding: $error, asyncAction: save) {
                Text(viewModel.saveButtonLabel)
            }
            .disabled(validations.hasError)
        }
        .onAsyncSubmit {
            await save()
        }
        #if DEBUG
        .testDataTransporter(viewModelOps: operations, repaintToggle: $repaintToggle)
        #endif
    }

    public init(viewModel: ProfileFormViewModel) {
        self.viewModel = viewModel
        self.operations = viewModel.operations
    }

    private func save() async {
        let validations = validations
        do {
            try await operations.save(data: viewModel)
        } catch let error as ProfileFormViewModel.Request.ResponseError {
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
    ProfileFormView.previewHost(
        bundle: ViewModelsResourceAccess.localizationBundle
    )
    .environment(AppState())
}
#endif
