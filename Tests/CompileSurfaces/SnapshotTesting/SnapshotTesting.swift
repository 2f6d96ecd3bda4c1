// API surface of pointfreeco/swift-snapshot-testing for type-checking generated snapshot tests
// (test support, not an implementation).
import SwiftUI

/// The image format of a snapshot.
public struct SnapshotImage: Sendable {}

public struct Snapshotting<Value, Format>: Sendable {}

extension Snapshotting where Value: SwiftUI.View, Format == SnapshotImage {
    public static var image: Snapshotting { Snapshotting() }
}

public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: Bool? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {}
