/// Swift files the size of a real app's screens: a view model and a view of a few hundred lines
/// (sections, rows, buttons, modifiers, helper views, a preview), for tests whose memory depends
/// on how much source the server holds.
enum RealSizedScreens {
    /// The screen `name`: `name`ViewModel and `name`View with `sections` sections (about 22 lines
    /// each, plus 60).
    static func screen(_ name: String, sections: Int = 12) -> String {
        var text = """
            import Foundation
            import SwiftUI

            @Observable
            final class \(name)ViewModel {
                struct Item: Identifiable, Hashable {
                    let id: UUID
                    var title: String
                    var detail: String
                    var isDone: Bool
                }

                var items: [Item] = []
                var query = ""
                var isLoading = false
                var errorMessage: String?

                var visibleItems: [Item] {
                    query.isEmpty ? items : items.filter { $0.title.localizedCaseInsensitiveContains(query) }
                }

                func load() async {
                    isLoading = true
                    defer { isLoading = false }
                    items = (0..<20).map { Item(id: UUID(), title: "Item \\($0)", detail: "Detail \\($0)", isDone: $0 % 3 == 0) }
                }

                func toggle(_ item: Item) {
                    guard let index = items.firstIndex(of: item) else { return }
                    items[index].isDone.toggle()
                }
            }

            struct \(name)View: View {
                @State private var viewModel = \(name)ViewModel()
                @State private var isShowingDetails = false

                var body: some View {
                    NavigationStack {
                        List {

            """
        for section in 0..<sections {
            text += """
                            Section("Section \(section)") {
                                ForEach(viewModel.visibleItems) { item in
                                    HStack(spacing: 12) {
                                        Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                                            .foregroundStyle(item.isDone ? .green : .secondary)
                                        VStack(alignment: .leading, spacing: 4) {
                                            Text(item.title)
                                                .font(.headline)
                                            Text(item.detail)
                                                .font(.subheadline)
                                                .foregroundStyle(.secondary)
                                        }
                                        Spacer()
                                        Button {
                                            viewModel.toggle(item)
                                        } label: {
                                            Label("Toggle \(section)", systemImage: "arrow.triangle.2.circlepath")
                                        }
                                        .buttonStyle(.borderless)
                                    }
                                    .padding(.vertical, 4)
                                }
                            }

                """
        }
        text += """
                        }
                        .searchable(text: $viewModel.query)
                        .overlay { if viewModel.isLoading { ProgressView() } }
                        .navigationTitle("\(name)")
                        .toolbar {
                            ToolbarItem(placement: .primaryAction) {
                                Button("Details") { isShowingDetails = true }
                            }
                        }
                        .sheet(isPresented: $isShowingDetails) { detailsSheet }
                        .task { await viewModel.load() }
                    }
                }

                private var detailsSheet: some View {
                    VStack(spacing: 16) {
                        Text("\\(viewModel.items.count) items")
                            .font(.title)
                        if let message = viewModel.errorMessage {
                            Text(message)
                                .foregroundStyle(.red)
                        }
                        Button("Close") { isShowingDetails = false }
                    }
                    .padding()
                }
            }

            #Preview {
                \(name)View()
            }

            """
        return text
    }
}
