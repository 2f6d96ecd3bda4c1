import FOSFoundation
import FOSMVVM
import FOSTesting
import Foundation
import Testing
@testable import ViewModels

/// `DashboardViewModel` round-trips through Codable, still decodes every committed version
/// baseline (`.VersionedTestJSON/`, written on the first run: commit it) and has a
/// translation of every localized property in each locale.
@Suite("Dashboard ViewModel Tests")
struct DashboardViewModelTests: LocalizableTestCase {
    @Test func dashboardViewModel() throws {
        try expectFullViewModelTests(DashboardViewModel.self)
    }

    let locStore: LocalizationStore
    var locales: Set<Locale> { [Self.en, Self.es, Locale(identifier: "de")] }

    init() throws {
        // "": the YAML is searched from the bundle's root, wherever the build put it.
        self.locStore = try Self.loadLocalizationStore(
            bundle: ViewModelsResourceAccess.localizationBundle,
            resourceDirectoryName: ""
        )
    }
}
