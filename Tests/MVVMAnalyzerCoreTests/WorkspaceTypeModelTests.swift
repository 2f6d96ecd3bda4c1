import MVVMAnalyzerCore
import XCTest

/// The workspace type model: observability through superclasses and protocols declared in other
/// files, and what factories return, following edits.
final class WorkspaceTypeModelTests: XCTestCase {
    private func workspace(_ files: [String: String]) -> WorkspaceSnapshot {
        var workspace = WorkspaceSnapshot(root: "/ws")
        for (path, text) in files.sorted(by: { $0.key < $1.key }) { workspace.update(path: "/ws/" + path, text: text) }
        return workspace
    }

    func testObservabilityFollowsSuperclassesAndProtocolsAcrossFiles() {
        let model = workspace([
            "Base.swift": "class StoreBase: ObservableObject {}\nprotocol FeedModeling: ObservableObject {}",
            "Feed.swift": "final class FeedStore: StoreBase {}\nfinal class FeedModel: FeedModeling {}",
            "Deep.swift": "final class PagedFeedStore: PagingStore<Int> {}\nclass PagingStore<Item>: StoreBase {}",
            "Library.swift": "@Observable final class LibraryModel {}\nfinal class SharedLibrary: LibraryModel {}",
            "Plain.swift": "final class Formatter {}\nstruct Item: Identifiable {}",
            "Late.swift": "final class Settings {}\nextension Settings: ObservableObject {}",
        ]).typeModel
        for name in [
            "StoreBase", "FeedStore", "FeedModel", "FeedModeling", "PagedFeedStore", "any FeedModeling", "FeedStore?",
            "Settings",
        ] {
            XCTAssertTrue(model.isObservableObject(name), name)
        }
        XCTAssertEqual(model.observability(of: "LibraryModel"), .observationMacro)
        XCTAssertEqual(model.observability(of: "SharedLibrary"), .observationMacro)
        XCTAssertNil(model.observability(of: "Formatter"))
        XCTAssertNil(model.observability(of: "Item"))
        XCTAssertNil(model.observability(of: "Unknown"))
    }

    /// SwiftData's `@Model` classes are observed through Observation even when they also
    /// declare `ObservableObject`; properties that publish changes (`@Published` and computed ones) are inherited.
    func testModelClassesAreObservedThroughObservationAndPublishingPropertiesAreInherited() {
        let model = workspace([
            "Coin.swift": "@Model final class Coin: ObservableObject { var ticker = \"\" }",
            "Config.swift": """
            class ConfigurationBase: ObservableObject { @Published var name = ""; var cache = 0; static var shared = 0 }
            final class QemuConfiguration: ConfigurationBase {
                @Published var _drives: [String] = []
                var drives: [String] { _drives }
                let id = 1
            }
            """,
            "ConfigView.swift":
                "struct ConfigView: View { var title: String { \"\" }\n var body: some View { Text(title) } }",
        ]).typeModel
        XCTAssertEqual(model.observability(of: "Coin"), .observationMacro)
        XCTAssertEqual(model.publishingProperties(of: "QemuConfiguration"), ["name", "_drives", "drives"])
        XCTAssertEqual(model.publishingProperties(of: "ConfigurationBase"), ["name"])
        XCTAssertEqual(model.publishingProperties(of: "Coin"), [])
        // Only objects publish: a view's computed properties are not recorded (a `body` per view).
        XCTAssertEqual(model.publishingProperties(of: "ConfigView"), [])
    }

    /// A type whose parents are observed in both ways (two same-named declarations in one root)
    /// gets the same answer in every run, not whichever parent a set happened to list first.
    func testAMixedInheritanceIsDecidedTheSameWayEveryRun() {
        var files = [
            "Bases.swift": "@Observable class AObservedBase {}\nclass BCombineBase: ObservableObject {}"
        ]
        for index in 0..<24 {
            files["Model\(index).swift"] =
                "final class Model\(index): AObservedBase {}\nextension Model\(index): BCombineBase {}"
        }
        let model = workspace(files).typeModel
        for index in 0..<24 {
            XCTAssertEqual(model.observability(of: "Model\(index)"), .observationMacro, "Model\(index)")
        }
    }

    /// A name with more ancestors than the model follows (same-named types of several apps in one
    /// root) gets the nearest ones by name, not whichever a set lists first.
    func testPublishingPropertiesOfManyParentsAreTheNearestByName() {
        let parents = (0..<20).map { String(format: "Parent%02d", $0) }
        var files = ["Document.swift": "final class Document: \(parents.joined(separator: ", ")) {}"]
        for parent in parents {
            files[parent + ".swift"] = "class \(parent): ObservableObject { @Published var \(parent.lowercased()) = 0 }"
        }
        let model = workspace(files).typeModel
        XCTAssertEqual(model.publishingProperties(of: "Document"), Set(parents.prefix(15).map { $0.lowercased() }))
    }

    func testReturnedTypesOfFactoriesAreKnownWhenUnambiguous() {
        let model = workspace([
            "Assembly.swift": """
            enum Assembly {
                static func makeDetailViewModel(id: String) -> DetailViewModel { DetailViewModel() }
                static func makeRow() -> some View { EmptyView() }
                static var makeCount: Int { 1 }
            }
            """,
            "Other.swift": "struct A { func make() -> A { self } }\nstruct B { func make() -> B { self } }",
        ]).typeModel
        XCTAssertEqual(model.returnedType(ofMember: "makeDetailViewModel"), "DetailViewModel")
        XCTAssertEqual(model.returnedType(ofMember: "makeCount"), "Int")
        XCTAssertNil(model.returnedType(ofMember: "makeRow"), "an opaque type names no class")
        XCTAssertNil(model.returnedType(ofMember: "make"), "two declarations return different types")
    }

    func testTheModelFollowsEdits() {
        var snapshot = workspace(["Feed.swift": "final class FeedStore: ObservableObject {}"])
        XCTAssertTrue(snapshot.typeModel.isObservableObject("FeedStore"))
        snapshot.update(path: "/ws/Feed.swift", text: "@Observable final class FeedStore {}")
        XCTAssertEqual(snapshot.typeModel.observability(of: "FeedStore"), .observationMacro)
        snapshot.remove(path: "/ws/Feed.swift")
        XCTAssertNil(snapshot.typeModel.observability(of: "FeedStore"))
    }
}
