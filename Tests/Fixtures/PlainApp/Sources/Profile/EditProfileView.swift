import SwiftUI

struct EditProfileView: View {
    @Bindable var viewModel: EditProfileViewModel
    let onSave: () -> Void

    var body: some View {
        Form {
            TextField("Name", text: $viewModel.name)
            TextField("Bio", text: $viewModel.bio, axis: .vertical)
            Button("Save", action: onSave)
                .disabled(!viewModel.canSave)
        }
    }
}

#Preview {
    EditProfileView(viewModel: EditProfileViewModel(name: "Ada", bio: ""), onSave: {})
}
