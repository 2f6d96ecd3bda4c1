import Foundation

/// Writes a synthetic plain-SwiftUI MVVM workspace: screens of a view, its view model and a
/// model, plus optionally one large view file.
struct WorkspaceGenerator {
    let root: URL

    /// Creates `root` with `screens` screens (three files each) in folders of 100.
    func generate(screens: Int) throws {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for index in 0..<screens {
            let folder = root.appendingPathComponent("Sources/Feature\(index / 100)/Screen\(index)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let name = "Screen\(index)"
            try write(Self.view(name), to: folder.appendingPathComponent("\(name)View.swift"))
            try write(Self.viewModel(name), to: folder.appendingPathComponent("\(name)ViewModel.swift"))
            try write(Self.model(name), to: folder.appendingPathComponent("\(name)Item.swift"))
        }
    }

    /// Every Swift file under `root`, sorted.
    func swiftFiles() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var paths: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".swift") { paths.append(root.appendingPathComponent(relative).path) }
        }
        return paths.sorted()
    }

    func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    static func view(_ name: String) -> String {
        """
        import SwiftUI

        struct \(name)View: View {
            @StateObject var viewModel: \(name)ViewModel

            var body: some View {
                List(viewModel.items) { item in
                    HStack {
                        Text(item.title)
                        Spacer()
                        Text(item.subtitle)
                    }
                }
                .navigationTitle(viewModel.title)
                .task { await viewModel.load() }
            }
        }

        #Preview {
            \(name)View(viewModel: \(name)ViewModel())
        }

        """
    }

    static func viewModel(_ name: String) -> String {
        """
        import Foundation

        @MainActor
        final class \(name)ViewModel: ObservableObject {
            @Published private(set) var items: [\(name)Item] = []
            @Published private(set) var isLoading = false
            let title = "\(name)"

            func load() async {
                isLoading = true
                defer { isLoading = false }
                items = (0..<10).map { \(name)Item(id: $0, title: "Item \\($0)", subtitle: "Detail") }
            }

            func remove(_ item: \(name)Item) {
                items.removeAll { $0.id == item.id }
            }
        }

        """
    }

    static func model(_ name: String) -> String {
        """
        import Foundation

        struct \(name)Item: Identifiable, Hashable, Sendable {
            let id: Int
            let title: String
            let subtitle: String
        }

        """
    }

    /// A view file of about `lines` lines: one view whose body and helpers grow with `lines`,
    /// with a few findings (hard-coded text, formatting in the view).
    static func largeView(_ name: String, lines: Int) -> String {
        var sections: [String] = []
        let sectionCount = max(1, (lines - 40) / 19)
        for index in 0..<sectionCount {
            sections.append(
                """
                    private var section\(index): some View {
                        VStack(alignment: .leading, spacing: 8) {
                            Text(viewModel.title)
                                .font(.headline)
                            Text("Section \(index)")
                            HStack {
                                Image(systemName: "star")
                                Text(viewModel.subtitle)
                                    .foregroundStyle(.secondary)
                            }
                            Button(viewModel.actionTitle) {
                                viewModel.select(\(index))
                            }
                            .buttonStyle(.bordered)
                        }
                        .padding()
                        .accessibilityElement(children: .combine)
                    }

                """)
        }
        let body = (0..<sectionCount).map { "                section\($0)" }.joined(separator: "\n")
        return """
            import SwiftUI

            struct \(name): View {
                @StateObject var viewModel: \(name)Model

                var body: some View {
                    ScrollView {
                        VStack {
            \(body)
                        }
                    }
                    .navigationTitle(viewModel.title)
                }

            \(sections.joined(separator: "\n"))
            }

            @MainActor
            final class \(name)Model: ObservableObject {
                @Published var title = "Title"
                @Published var subtitle = "Subtitle"
                let actionTitle = "Select"

                func select(_ index: Int) {}
            }

            #Preview {
                \(name)(viewModel: \(name)Model())
            }

            """
    }
}
