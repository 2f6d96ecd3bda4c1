import NotesViewModels
import SwiftUI

public struct NoteDetailView: View {
    @Bindable var viewModel: NoteDetailViewModel

    public init(viewModel: NoteDetailViewModel) {
        self.viewModel = viewModel
    }

    public var body: some View {
        Form {
            TextField("Title", text: $viewModel.title)
            TextEditor(text: $viewModel.body)
        }
    }
}

#Preview {
    NoteDetailView(viewModel: NoteDetailViewModel(title: "Groceries", body: "Milk, eggs"))
}
