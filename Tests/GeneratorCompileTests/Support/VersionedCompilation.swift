import Foundation
import MVVMGenerator
import XCTest

/// A package scaffolded for one FOSMVVM version: the text of every Swift file in it, and the
/// paths of those the planner wrote (the others are the app's or the test's support files).
struct VersionedPackage {
    let package: ScaffoldedPackage
    let scaffoldedPaths: Set<String>
    let sources: [String: String]

    init(_ package: ScaffoldedPackage, scaffolded paths: [String]) throws {
        self.package = package
        scaffoldedPaths = Set(paths)
        sources = try Dictionary(
            uniqueKeysWithValues: CompileSurfaces.swiftFiles(in: package.root).map { path in
                (String(path.dropFirst(package.root.count + 1)), try String(contentsOfFile: path, encoding: .utf8))
            })
    }

    var scaffoldedSources: [String: String] { sources.filter { scaffoldedPaths.contains($0.key) } }
}

extension XCTestCase {
    /// Scaffolds a package per FOSMVVM version with `scaffold`; each compiles against the
    /// surfaces of its own version, as a release and as a debug build (`#if DEBUG` previews,
    /// repaint plumbing). Against the other version, a package that is the same for
    /// both compiles too, and one whose scaffolded code differs must not (code written for one
    /// version fails against the other); one differing in its support files only (a request
    /// each version spells its own way) is compiled against its own version only.
    func assertCompilesForEachVersion(
        file: StaticString = #filePath, line: UInt = #line, _ scaffold: (FOSMVVMVersion) throws -> VersionedPackage
    ) throws {
        let seeds = try scaffold(.seeds)
        let current = try scaffold(.current)
        let sameCode = seeds.sources == current.sources
        let sameScaffold = seeds.scaffoldedSources == current.scaffoldedSources
        for (version, scaffolded, other) in [
            (FOSMVVMVersion.seeds, seeds, FOSMVVMVersion.current), (.current, current, .seeds),
        ] {
            XCTAssertNoThrow(
                try scaffolded.package.compile(with: try surfaces(), fosmvvm: version), "\(version)", file: file,
                line: line)
            XCTAssertNoThrow(
                try scaffolded.package.compile(with: try surfaces(), fosmvvm: version, conditions: ["DEBUG"]),
                "\(version), debug build with the previews and test plumbing", file: file, line: line)
            if sameCode {
                XCTAssertNoThrow(
                    try scaffolded.package.compile(with: try surfaces(), fosmvvm: other), "\(version)", file: file,
                    line: line)
            } else if !sameScaffold {
                XCTAssertThrowsError(
                    try scaffolded.package.compile(with: try surfaces(), fosmvvm: other),
                    "code written for \(version) must not compile against \(other)", file: file, line: line)
            }
        }
    }
}
