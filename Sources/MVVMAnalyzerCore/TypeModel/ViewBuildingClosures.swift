import Foundation

/// The closure parameters of the workspace's own functions that build views: a modifier taking
/// its content as a closure (`func halfSheet<Content: View>(showSheet: Binding<Bool>,
/// @ViewBuilder content: @escaping () -> Content, onDismiss: @escaping () -> Void) -> some
/// View`). SwiftUI runs such a closure when it renders, as it runs `.sheet { … }`'s.
public struct ViewBuildingClosures: Sendable {
    /// One closure parameter of a function, in declaration order.
    public struct Parameter: Sendable, Hashable {
        /// Its argument label (`content`; empty for `_`).
        public var label: String
        /// Whether the closure returns a view: marked `@ViewBuilder`, or returning `some View`,
        /// `AnyView` or a generic parameter constrained to `View`.
        public var buildsViews: Bool
    }

    private let parametersByFunction: [String: [Parameter]]

    /// The closure parameters of each function named `name` that takes one building views;
    /// nil where no function of that name does.
    public func parameters(ofFunctionNamed name: String) -> [Parameter]? {
        parametersByFunction[name]
    }

    /// The workspace's functions taking closures that build views, read from their facts and
    /// the text of their signatures.
    init(_ workspace: WorkspaceSnapshot) {
        var found: [String: [Parameter]] = [:]
        for file in workspace.sourceFiles.values {
            for type in file.facts.types {
                for member in type.members where member.kind == .function && found[member.name] == nil {
                    let closures = zip(member.parameterLabels, member.parameterTypes).filter {
                        Self.isFunctionType($0.1)
                    }
                    guard !closures.isEmpty else { continue }
                    let signature = Self.signature(of: member, in: file)
                    let parameters = closures.map { label, type in
                        Parameter(
                            label: label, buildsViews: Self.buildsViews(label: label, type: type, signature: signature))
                    }
                    if parameters.contains(where: \.buildsViews) { found[member.name] = parameters }
                }
            }
        }
        parametersByFunction = found
    }

    /// The declaration up to its body: attributes, generic clause, parameters, `where` clause
    /// (read from the file's bytes up to the first `{`, not the whole body).
    private static func signature(of member: MemberFact, in file: SourceFile) -> String {
        let bytes = file.lines.bytes
        let start = max(0, member.range.start)
        var end = start
        while end < min(member.range.end, bytes.count), bytes[end] != UInt8(ascii: "{") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// `() -> Content`, `@escaping (Item) -> some View`: a function type (its parameters in
    /// parentheses before an arrow).
    private static func isFunctionType(_ type: String) -> Bool {
        let written = type.split(separator: " ").filter { !$0.hasPrefix("@") }.joined(separator: " ")
        return written.hasPrefix("(") && written.contains("->") && !written.hasSuffix("?")
    }

    private static func buildsViews(label: String, type: String, signature: String) -> Bool {
        if signature.range(
            of: #"@ViewBuilder\s+"# + NSRegularExpression.escapedPattern(for: label) + #"\b"#,
            options: .regularExpression) != nil
        {
            return true
        }
        guard let arrow = type.range(of: "->", options: .backwards) else { return false }
        let result = type[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
        if ["some View", "AnyView", "any View"].contains(result) { return true }
        guard result.first?.isUppercase == true, result.allSatisfy({ $0.isLetter || $0.isNumber }) else { return false }
        // A generic parameter constrained to `View` (`<Content: View>`, `where Content: View`).
        let escaped = NSRegularExpression.escapedPattern(for: result)
        return signature.range(of: #"\b"# + escaped + #"\s*:\s*(SwiftUI\.)?View\b"#, options: .regularExpression) != nil
    }
}

extension WorkspaceSnapshot {
    /// The closure parameters of this state of the workspace's functions that build views,
    /// read the first time a rule asks.
    public var viewBuildingClosures: ViewBuildingClosures {
        derived.value(DerivedValueKey("view-building closures")) { ViewBuildingClosures(self) }
    }
}
