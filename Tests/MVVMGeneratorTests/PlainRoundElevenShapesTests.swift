import MVVMGenerator
import TestSupport
import XCTest

/// Plain screens in the shapes the eleventh scaffold trial found: view-model tests named
/// `…UnitTest` (GreenJourney) or after a flow rather than a view model (BDKWallet's
/// `…SendViewModelTests.swift` testing `AmountViewModel`), view models nested in an extension of
/// the view in a file named `XViewModel.swift` (Volume), and file headers that no two screens
/// write alike (Flo's copied `SongsView.swift` header).
final class PlainRoundElevenShapesTests: XCTestCase {
    private func plan(_ files: [String: String], near anchor: String, name: String) throws -> ScaffoldPlan {
        try makeWorkspace(files.merging(["App.xcodeproj/project.pbxproj": ""]) { $1 }).planner().plan(
            ScaffoldRequest(name: name, convention: .plain, options: ScaffoldOptions(anchor: anchor)))
    }

    private func screen(_ name: String, folder: String, header: String = "") -> [String: String] {
        [
            "\(folder)/\(name)View.swift": header + """
                import SwiftUI

                struct \(name)View: View {
                    @StateObject var viewModel = \(name)ViewModel()
                    var body: some View { Text(viewModel.title) }
                }
                """,
            "\(folder)/\(name)ViewModel.swift": header
                + "import Combine\n\nfinal class \(name)ViewModel: ObservableObject {\n    @Published var title = \"\"\n}\n",
        ]
    }

    /// `RankingViewModelUnitTest.swift` tests the anchor's view model: the new screen gets a test
    /// named alike.
    func testTestsNamedUnitTest() throws {
        var files = screen("Ranking", folder: "App/Ranking").merging(screen("Login", folder: "App/Login")) { $1 }
        files["AppTests/RankingViewModelUnitTest.swift"] =
            "import Testing\n@testable import App\n\nstruct RankingViewModelUnitTest {\n    @Test func starts() { #expect(RankingViewModel().title == \"\") }\n}\n"
        let paths = try plan(files, near: "App/Ranking/RankingView.swift", name: "Badges").files.map(\.path)
        XCTAssertTrue(paths.contains("AppTests/BadgesViewModelUnitTest.swift"), "\(paths)")
    }

    /// No test is named after the anchor's view model, but one named after the flow builds it:
    /// the app tests its view models, and the new one gets a test beside that one.
    func testATestNamedAfterTheFlowThatBuildsTheViewModel() throws {
        var files = screen("Amount", folder: "App/Send").merging(screen("Fee", folder: "App/Send")) { $1 }
        files["AppTests/View Model/SendViewModelTests.swift"] = """
            import XCTest
            @testable import App

            final class SendViewModelTests: XCTestCase {
                func testAmount() { XCTAssertEqual(AmountViewModel().title, "") }
                func testFee() { XCTAssertEqual(FeeViewModel().title, "") }
            }
            """
        let paths = try plan(files, near: "App/Send/AmountView.swift", name: "CoinControl").files.map(\.path)
        XCTAssertTrue(paths.contains("AppTests/View Model/CoinControlViewModelTests.swift"), "\(paths)")
    }

    /// `OrgsAdminViewModel.swift` holds `extension OrgsAdminView { class ViewModel }`: the new
    /// view model's file is named so too, not `XView+ViewModel.swift`.
    func testNestedViewModelsFileNamedAsTheApps() throws {
        var files: [String: String] = [:]
        for name in ["OrgsAdmin", "Trending"] {
            files["App/Views/\(name)View.swift"] = """
                import SwiftUI

                struct \(name)View: View {
                    @StateObject private var viewModel = ViewModel()
                    var body: some View { Text(viewModel.title) }
                }
                """
            files["App/ViewModels/\(name)ViewModel.swift"] = """
                import Combine

                extension \(name)View {
                    @MainActor class ViewModel: ObservableObject {
                        @Published var title = ""
                    }
                }
                """
        }
        let paths = try plan(files, near: "App/Views/OrgsAdminView.swift", name: "FlyerAnalytics").files.map(\.path)
        XCTAssertEqual(
            paths.sorted(), ["App/ViewModels/FlyerAnalyticsViewModel.swift", "App/Views/FlyerAnalyticsView.swift"])
    }

    /// The anchor's view names the file it was copied from and keeps a line its view model's
    /// header lacks, and the other screens' headers differ by author and day: the new files take
    /// the lines most views' headers have (the project's line, a `Created by` line).
    func testAHeaderNoTwoScreensWriteAlike() throws {
        var files: [String: String] = [:]
        for (index, name) in ["Radios", "Album", "Artist", "Playlist"].enumerated() {
            let header =
                "//\n//  \(name)View.swift\n//  flo\n//\n//  Created by dev\(index) on 0\(index + 1)/06/24.\n//\n\n"
            files.merge(screen(name, folder: "App/\(name)", header: header)) { $1 }
        }
        files["App/Radios/RadiosView.swift"] = files["App/Radios/RadiosView.swift"]!.replacingOccurrences(
            of: "//  RadiosView.swift\n//  flo\n//\n//  Created by dev0 on 01/06/24.\n//\n",
            with: "//  SongsView.swift\n//  flo\n//\n//\n")
        files["App/Radios/RadiosViewModel.swift"] =
            "//    flo\n\n" + screen("Radios", folder: "App/Radios")[
                "App/Radios/RadiosViewModel.swift"]!
        let written = try plan(files, near: "App/Radios/RadiosView.swift", name: "AddRadioStation").files
        let viewModel = try XCTUnwrap(written.first { $0.path.hasSuffix("AddRadioStationViewModel.swift") })
        // (The `Created by` line is left out where no author is known, as here.)
        XCTAssertTrue(
            viewModel.contents.hasPrefix("//\n//  AddRadioStationViewModel.swift\n//  flo\n//\n\nimport"),
            viewModel.contents)
    }
}
