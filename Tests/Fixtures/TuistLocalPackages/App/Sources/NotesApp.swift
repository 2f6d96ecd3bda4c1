import NotesViewModels
import NotesViews
import SwiftUI

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            NoteDetailView(viewModel: NoteDetailViewModel(title: "Groceries", body: "Milk, eggs"))
        }
    }
}
