import Foundation
import LanguageServerProtocol
import TestSupport
import XCTest

/// `mvvm-lsp scaffold` on real folders.
final class ScaffoldCommandTests: XCTestCase {
    private func files(under root: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? []).filter { !$0.hasDirectoryPath }
            .map { String($0.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1)) }.sorted()
    }

    /// `scaffold:` settings choosing a contract variant (they configure the matching rule
    /// options too).
    private static func contractConfiguration(style: String, loading: String, commentOutPreviews: Bool) -> String {
        """
        scaffold:
          viewStyle: \(style)
          loading: \(loading)
          commentOutPreviews: \(commentOutPreviews)
        """
    }

    /// Every FOSMVVM kind and hosting, and every contract kind, view style, loading modifier
    /// and preview placement (a `…List` name for list screens), each in an empty workspace.
    func testEveryVariantPassesOurOwnRules() throws {
        try XCTSkipUnless(LongRuns.areEnabled, LongRuns.skipReason)
        let fosmvvmKinds: [[String]] =
            ["display", "interactive", "form"].flatMap { kind in
                ["server", "client", "child"].map { ["--convention", "fosmvvm", "--kind", kind, "--hosting", $0] }
            } + [
                [
                    "--convention", "fosmvvm", "--kind", "display", "--hosting", "child", "--field", "id:UUID",
                    "--field", "createdAt:Date",
                    "--field", "itemCount:Int",
                ],
                ["--convention", "fosmvvm", "--kind", "form", "--field", "email:String", "--field", "age:Int"],
                [
                    "--convention", "fosmvvm", "--kind", "display", "--field",
                    "state:OrderState=placed,shipped,delivered",
                ],
                ["--convention", "fosmvvm", "--kind", "container", "--child", "Header", "--child", "Footer"],
                [
                    "--convention", "fosmvvm", "--kind", "container", "--hosting", "client", "--child", "Header",
                    "--list-child", "OrderRow", "--loading-state", "--field", "placedAt:Date",
                ],
                ["--convention", "fosmvvm", "--kind", "container", "--hosting", "child", "--list-child", "OrderRow"],
                ["--convention", "fosmvvm", "--kind", "error", "--request", "PlaceOrder"],
                [
                    "--convention", "fosmvvm", "--kind", "result", "--case", "success:OrderDetail", "--case",
                    "notFound:OrderNotFound",
                ],
            ]
        var variants: [(arguments: [String], configuration: String?)] = ["seeds", "current"].flatMap { version in
            fosmvvmKinds.map { ($0 + ["--fosmvvm-version", version], nil) }
        }
        for style in ["generic", "concrete"] {
            for commentOutPreviews in [true, false] {
                for loading in ["onFirstAppear", "task"] {
                    let configuration = Self.contractConfiguration(
                        style: style, loading: loading, commentOutPreviews: commentOutPreviews)
                    variants.append((["--convention", "contract", "--kind", "stateful"], configuration))
                    variants.append((["OrderList", "--convention", "contract", "--kind", "stateful"], configuration))
                }
                let configuration = Self.contractConfiguration(
                    style: style, loading: "onFirstAppear", commentOutPreviews: commentOutPreviews)
                variants.append((["--convention", "contract", "--kind", "stateless"], configuration))
            }
        }
        for (arguments, configuration) in variants {
            let workspace = try TestWorkspace()
            let root = workspace.root
            if let configuration {
                try configuration.write(
                    to: root.appendingPathComponent(".mvvm-lsp.yml"), atomically: true, encoding: .utf8)
            }
            // An error view model is named after its error; a list screen's name is given.
            let name =
                arguments.first?.hasPrefix("-") == false
                ? [] : [arguments.contains("error") ? "PlaceOrderError" : "Orders"]
            let variant = "\(arguments) \(configuration ?? "")"
            let scaffold = try CommandRun(["scaffold"] + name + arguments + ["--root", root.path])
            XCTAssertEqual(scaffold.status, 0, "\(variant): \(scaffold.stderr)")
            let created = scaffold.stdout.split(separator: "\n").filter { $0.hasPrefix("created ") }
            XCTAssertEqual(created.count, files(under: root).filter { $0 != ".mvvm-lsp.yml" }.count, variant)
            let check = try CommandRun(["check", root.path, "--format", "json", "--fail-on", "info"])
            let diagnostics = check.json?["diagnostics"]?.arrayValue
            XCTAssertEqual(diagnostics?.count, 0, "\(variant) must obey our rules: \(diagnostics ?? [])")
            XCTAssertEqual(check.status, 0, variant)
        }
    }

    /// Every plain style — each declaration, holding, creation, layout, conformance and preview
    /// form — writes a screen that the strict plain profile finds nothing in.
    func testEveryPlainStylePassesTheStrictPlainProfile() throws {
        try XCTSkipUnless(LongRuns.areEnabled, LongRuns.skipReason)
        let styles: [[String: String]] = [
            [:],
            ["declaration": "observableObject", "holding": "stateObject"],
            [
                "declaration": "observableObject", "holding": "stateObject", "creation": "parent",
                "previews": "previewProvider",
            ],
            ["declaration": "observableObject", "holding": "observedObject", "creation": "parent", "indentation": "2"],
            ["declaration": "observableObject", "holding": "environment", "debugPreviews": "true"],
            ["holding": "bindable", "creation": "parent", "conformance": "extension"],
            ["holding": "let", "creation": "parent", "layout": "sameFile"],
            ["holding": "state", "layout": "nested", "viewMainActor": "true", "indentation": "tab"],
            ["holding": "environment", "mainActor": "false", "final": "false", "viewSuffix": "Screen"],
        ]
        for style in styles {
            let workspace = try TestWorkspace(files: [
                "Package.swift":
                    "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"App\", targets: [.target(name: \"App\")])\n",
                "Sources/App/App.swift": "enum AppInfo {}\n",
                ".mvvm-lsp.yml": "plainProfile: strict\nscaffold:\n  convention: plain\n  plain:\n"
                    + style.sorted { $0.key < $1.key }.map { "    \($0.key): \"\($0.value)\"\n" }.joined(),
            ])
            let scaffold = try CommandRun([
                "scaffold", "Orders", "--root", workspace.root.path, "--near", workspace.path("Sources/App"),
            ])
            XCTAssertEqual(scaffold.status, 0, "\(style): \(scaffold.stderr)")
            XCTAssertTrue(scaffold.stdout.contains("created Sources/App/"), "\(style): \(scaffold.stdout)")
            let check = try CommandRun(["check", workspace.root.path, "--format", "json", "--fail-on", "info"])
            let diagnostics = check.json?["diagnostics"]?.arrayValue
            XCTAssertEqual(diagnostics?.count, 0, "\(style) must obey the strict plain profile: \(diagnostics ?? [])")
        }
    }

    /// `scaffold --explain` prints the style and its evidence; a configured item changes both
    /// the explanation and what is written.
    func testExplainPrintsThePlainStyleAndAConfiguredItemChangesTheOutput() throws {
        let workspace = try TestWorkspace(files: [
            "App/Inbox/InboxView.swift":
                "import SwiftUI\n\nstruct InboxView: View {\n  @StateObject private var viewModel = InboxViewModel()\n  var body: some View { Text(viewModel.title) }\n}\n",
            "App/Inbox/InboxViewModel.swift":
                "final class InboxViewModel: ObservableObject {\n  @Published var title = \"\"\n}\n",
            ".git/HEAD": "",
        ])
        let explain = try CommandRun([
            "scaffold", "Orders", "--explain", "--root", workspace.root.path, "--near", workspace.path("App/Inbox"),
        ])
        XCTAssertEqual(explain.status, 0, explain.stderr)
        XCTAssertTrue(explain.stdout.contains("convention: plain\n"), explain.stdout)
        XCTAssertTrue(
            explain.stdout.contains(
                "declaration: observableObject — Inbox: `ObservableObject` in InboxViewModel.swift (1 of 1 screens)"),
            explain.stdout)
        XCTAssertTrue(
            explain.stdout.contains("holding: stateObject — Inbox: `@StateObject var viewModel` in InboxView.swift"),
            explain.stdout)
        XCTAssertTrue(explain.stdout.contains("indentation: 2 — Inbox: 2 spaces in InboxView.swift"), explain.stdout)
        let written = try CommandRun([
            "scaffold", "Orders", "--dry-run", "--root", workspace.root.path, "--near", workspace.path("App/Inbox"),
        ])
        XCTAssertTrue(written.stdout.contains("@StateObject private var viewModel = OrdersViewModel()"), written.stdout)

        try workspace.write(".mvvm-lsp.yml", "scaffold:\n  plain:\n    declaration: observable\n")
        let configured = try CommandRun([
            "scaffold", "Orders", "--explain", "--root", workspace.root.path, "--near", workspace.path("App/Inbox"),
        ])
        XCTAssertTrue(
            configured.stdout.contains("declaration: observable — configured: scaffold.plain.declaration"),
            configured.stdout)
        let rewritten = try CommandRun([
            "scaffold", "Orders", "--dry-run", "--root", workspace.root.path, "--near", workspace.path("App/Inbox"),
        ])
        XCTAssertTrue(rewritten.stdout.contains("@Observable\nfinal class OrdersViewModel {"), rewritten.stdout)
        XCTAssertTrue(
            rewritten.stdout.contains("@State private var viewModel = OrdersViewModel()"),
            "the holding follows: \(rewritten.stdout)")

        try workspace.write(".mvvm-lsp.yml", "scaffold:\n  plain:\n    holding: singleton\n")
        let broken = try CommandRun(["scaffold", "Orders", "--explain", "--root", workspace.root.path])
        XCTAssertEqual(broken.status, 2)
        XCTAssertTrue(broken.stderr.contains("scaffold.plain.holding must be one of"), broken.stderr)
    }

    /// The FOSMVVM API comes from the option, else the configuration, else the spellings of the
    /// workspace's code, else `seeds`.
    func testTheFOSMVVMVersionFollowsTheWorkspace() throws {
        func scaffoldedView(_ root: URL, _ arguments: [String] = []) throws -> String {
            let run = try CommandRun(
                [
                    "scaffold", "Checkout", "--convention", "fosmvvm", "--kind", "interactive", "--dry-run",
                    "--root", root.path,
                ] + arguments)
            XCTAssertEqual(run.status, 0, run.stderr)
            return run.stdout
        }
        let workspace = try TestWorkspace()
        let root = workspace.root
        XCTAssertTrue(
            try scaffoldedView(root).contains("Button(errorBinding: $error"), "no FOSMVVM code: the seeds spelling")
        let existing = root.appendingPathComponent("Sources/Views/Cart/CartView.swift")
        try FileManager.default.createDirectory(
            at: existing.deletingLastPathComponent(), withIntermediateDirectories: true)
        try """
        import FOSMVVM
        import SwiftUI

        public struct CartView: ViewModelView {
            @State private var error: Error?
            private let viewModel: CartViewModel
            public var body: some View {
                Button(viewModel.payButtonLabel, error: $error) { try await viewModel.operations.pay() }
                    .alert(error: $error, title: viewModel.errorTitle, dismissButtonLabel: viewModel.dismissButtonLabel)
            }
            public init(viewModel: CartViewModel) { self.viewModel = viewModel }
        }
        """.write(to: existing, atomically: true, encoding: .utf8)
        let current = try scaffoldedView(root)
        XCTAssertTrue(
            current.contains("Button(viewModel.performActionButtonLabel, error: $error, action: performAction)"),
            current)
        XCTAssertTrue(current.contains("sort: EmptySort? = nil"), "the request too: \(current)")
        XCTAssertTrue(try scaffoldedView(root, ["--fosmvvm-version", "seeds"]).contains("Button(errorBinding: $error"))
        try "scaffold:\n  fosmvvmVersion: seeds\n".write(
            to: root.appendingPathComponent(".mvvm-lsp.yml"), atomically: true, encoding: .utf8)
        XCTAssertTrue(
            try scaffoldedView(root).contains("Button(errorBinding: $error"), "the configuration wins over the code")
        let invalid = try CommandRun([
            "scaffold", "Checkout", "--convention", "fosmvvm", "--fosmvvm-version", "0.13", "--root", root.path,
        ])
        XCTAssertEqual(invalid.status, 2)
        XCTAssertTrue(invalid.stderr.contains("expected seeds or current"), invalid.stderr)
    }

    func testTheOutputSaysWhichHelpersAreGeneratedAndWhichAreTheWorkspaces() throws {
        let workspace = try TestWorkspace()
        let root = workspace.root
        let generated = try CommandRun([
            "scaffold", "Cart", "--convention", "contract", "--dry-run", "--root", root.path,
        ])
        XCTAssertTrue(
            generated.stdout.contains(
                """
                helper String.localized(): the workspace declares none; generated in Sources/Presentation/Support/String+Localized.swift
                helper View.onFirstAppear(_:): the workspace declares none; generated in Sources/Presentation/Support/View+OnFirstAppear.swift
                """), generated.stdout)
        XCTAssertTrue(
            generated.stdout.contains("--- Sources/Presentation/Support/String+Localized.swift (support"),
            generated.stdout)
        XCTAssertEqual(try CommandRun(["scaffold", "Cart", "--convention", "contract", "--root", root.path]).status, 0)
        let referenced = try CommandRun(["scaffold", "Wallet", "--convention", "contract", "--root", root.path])
        XCTAssertEqual(referenced.status, 0, referenced.stderr)
        XCTAssertFalse(
            referenced.stdout.contains("created Sources/Presentation/Support/"),
            "the first scaffold's helpers are used: \(referenced.stdout)")
        XCTAssertTrue(
            referenced.stdout.contains(
                "helper String.localized(): uses the workspace's declaration in Sources/Presentation/Support/String+Localized.swift"
            ),
            referenced.stdout)
    }

    func testConfiguredImportsReachTheView() throws {
        let workspace = try TestWorkspace()
        let root = workspace.root
        try "scaffold:\n  imports: [MyAppDesignSystem, MyAppCommon]\n".write(
            to: root.appendingPathComponent(".mvvm-lsp.yml"), atomically: true, encoding: .utf8)
        let run = try CommandRun([
            "scaffold", "Cart", "--convention", "contract", "--kind", "stateless", "--dry-run", "--root", root.path,
        ])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(
            run.stdout.contains(
                """
                --- Sources/Presentation/Cart/Views/CartView.swift (view, template contract.view.stateless)
                import MyAppCommon
                import MyAppDesignSystem
                import SwiftUI

                """), run.stdout)
    }

    func testNeverOverwritesAndListsTheConflicts() throws {
        let workspace = try TestWorkspace()
        let root = workspace.root
        XCTAssertEqual(
            try CommandRun(["scaffold", "Profile", "--convention", "contract", "--root", root.path]).status, 0)
        let view = try XCTUnwrap(files(under: root).first { $0.hasSuffix("ProfileView.swift") })
        try "// my own work\n".write(to: root.appendingPathComponent(view), atomically: true, encoding: .utf8)
        let again = try CommandRun(["scaffold", "Profile", "--convention", "contract", "--root", root.path])
        XCTAssertEqual(again.status, 1)
        XCTAssertTrue(again.stderr.contains("exist already"), again.stderr)
        XCTAssertTrue(again.stderr.contains(view), again.stderr)
        XCTAssertEqual(try String(contentsOf: root.appendingPathComponent(view), encoding: .utf8), "// my own work\n")
    }

    func testDryRunPrintsThePlanAndWritesNothing() throws {
        let workspace = try TestWorkspace()
        let root = workspace.root
        let run = try CommandRun(["scaffold", "Cart", "--convention", "contract", "--dry-run", "--root", root.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("--- Sources/Presentation/Cart/Views/CartView.swift (view"), run.stdout)
        XCTAssertTrue(run.stdout.contains("struct CartView"), run.stdout)
        XCTAssertEqual(files(under: root), [])
    }

    func testInvalidNamesAndPathsOutsideTheWorkspaceAreRefused() throws {
        let workspace = try TestWorkspace()
        let root = workspace.root
        for arguments in [
            ["../Evil"], ["1Foo"], ["foo bar"], ["Good", "--feature", "../x"], ["Good", "--kind", "fancy"],
            ["Good", "--convention", "contract", "--hosting", "server"],
        ] {
            let run = try CommandRun(["scaffold"] + arguments + ["--root", root.path])
            XCTAssertEqual(run.status, 2, "\(arguments)")
            XCTAssertTrue(run.stderr.hasPrefix("error: "), "\(arguments): \(run.stderr)")
        }
        // A word that names no kind is refused listing every kind; a kind of another convention
        // is refused by the convention the scaffold follows.
        let unknownKind = try CommandRun(["scaffold", "Good", "--kind", "fancy", "--root", root.path])
        XCTAssertEqual(unknownKind.status, 2)
        XCTAssertEqual(
            unknownKind.stderr,
            "error: invalid kind 'fancy': expected display, interactive, form, container, error, result, request, "
                + "viewmodel-test, stateful, stateless or screen\n")
        let otherConventionsKind = try CommandRun([
            "scaffold", "Good", "--convention", "contract", "--kind", "form", "--root", root.path,
        ])
        XCTAssertEqual(otherConventionsKind.status, 2)
        XCTAssertEqual(
            otherConventionsKind.stderr,
            "error: a contract scaffold cannot be 'form'; choose one of stateful, stateless\n")
        try "scaffold:\n  placement:\n    view: ../outside\n".write(
            to: root.appendingPathComponent(".mvvm-lsp.yml"),
            atomically: true, encoding: .utf8)
        let escaping = try CommandRun(["scaffold", "Good", "--root", root.path])
        XCTAssertEqual(escaping.status, 2)
        XCTAssertTrue(escaping.stderr.contains("inside the workspace"), escaping.stderr)
        XCTAssertEqual(files(under: root), [".mvvm-lsp.yml"], "nothing written anywhere")
        XCTAssertFalse(
            FileManager.default.fileExists(
                atPath: root.deletingLastPathComponent().appendingPathComponent("outside").path))
    }

    func testConfiguredPlacementAndUserTemplatesAreUsed() throws {
        let workspace = try TestWorkspace()
        let root = workspace.root
        try """
        scaffold:
          convention: contract
          kind: stateless
          placement:
            view: App/{Feature}/Screens
        """.write(to: root.appendingPathComponent(".mvvm-lsp.yml"), atomically: true, encoding: .utf8)
        let templates = root.appendingPathComponent(".mvvm-lsp/templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try "// Our house style for {{view}}\nstruct {{view}} {}\n".write(
            to: templates.appendingPathComponent("contract.view.stateless.mustache"), atomically: true, encoding: .utf8)
        let run = try CommandRun(["scaffold", "Help", "--root", root.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(
            try String(contentsOf: root.appendingPathComponent("App/Help/Screens/HelpView.swift"), encoding: .utf8),
            "// Our house style for HelpView\nstruct HelpView {}\n")
    }
}
