import FOSMVVM
import SwiftUI
import ViewModels

public struct ProfileFormView: ViewModelView {
    @Environment(Validations.self) private var validations
    @FocusState private var focusField: FormFieldIdentifier?
    @State private var error: Error?

    private let viewModel: ProfileFormViewModel
    private let operations: any ProfileFormViewModelOperations

    #if DEBUG
    @State private var repaintToggle = false
    #endif

    public var body: some View {
        Form {
            FormFieldView(
                fieldModel: viewModel.$displayName,
                focusField: $focusField,
                fieldValidator: viewModel.validateDisplayName,
                validations: validations
            )
            FormFieldView(
                fieldModel: viewModel.$email,
                focusField: $focusField,
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
        _ = viewModel.validate(validations: validations)
        guard !validations.hasError else { return }
        do {
            try await operations.save(data: viewModel)
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
    .environment(Validations())
}
#endif
