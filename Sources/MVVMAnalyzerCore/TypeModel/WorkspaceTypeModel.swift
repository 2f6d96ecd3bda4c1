/// What rules know about the workspace's own types beyond one file: which classes and
/// protocols are observable, and how (through superclasses and protocols declared anywhere in
/// the workspace, its local packages included), which properties publish their changes, and what its
/// members return. Built once per
/// state of the workspace (`WorkspaceSnapshot.typeModel`), from facts (and the text of static
/// functions that return their own type).
public struct WorkspaceTypeModel: Sendable {
    /// How SwiftUI observes an object of a type.
    public enum Observability: Sendable, Hashable {
        /// `ObservableObject` (Combine): a view observes it through `@StateObject`,
        /// `@ObservedObject` or `@EnvironmentObject`, never through `@State`.
        case observableObject
        /// `@Observable` (Observation): a view observes whatever it reads; it owns one with `@State`.
        case observationMacro
    }

    private let observabilityByName: [String: Observability]
    private let returnTypesByMember: [String: Set<String>]
    private let parentsByName: [String: Set<String>]
    private let publishedByName: [String: Set<String>]
    /// `Type#member` for each static function that builds a new instance of its own type.
    private let staticConstructors: Set<String>

    /// The model of `workspace`'s current state.
    init(_ workspace: WorkspaceSnapshot) {
        var parents: [String: Set<String>] = [:]
        var observation: Set<String> = []
        var returns: [String: Set<String>] = [:]
        var published: [String: Set<String>] = [:]
        var valueTypes: Set<String> = []
        var referenceTypes: Set<String> = []
        // Static functions returning their own type, and the static stored properties of each
        // type: a function that reads one (a cache, a shared instance) may return an old object.
        var candidates: [(type: String, member: MemberFact, bytes: [UInt8])] = []
        var staticStorage: [String: Set<String>] = [:]
        for file in workspace.sourceFiles.values {
            for type in file.facts.types {
                let inherited = Set(type.inheritedTypes.map(TypeName.base(of:)))
                // `@Published` properties, and computed ones, which may read them (`sharing` over
                // `@Published var _sharing`); a plain stored property publishes nothing. Only
                // objects publish: a view's `body` is not recorded for every view.
                let isValueType = type.kind == .struct || type.kind == .enum
                let publishes =
                    isValueType
                    ? []
                    : type.properties.filter { property in
                        !property.isStatic && (property.isComputed || property.attributes.contains(named: "Published"))
                    }.map(\.name)
                // `@Observable` and SwiftData's `@Model` classes are observed through Observation,
                // whatever else they conform to.
                let observed =
                    type.kind == .class && Self.observationMacros.contains { type.attributes.contains(named: $0) }
                for name in Set([type.name, type.qualifiedName]) {
                    if isValueType { valueTypes.insert(name) }
                    if type.kind == .class || type.kind == .actor { referenceTypes.insert(name) }
                    if !inherited.isEmpty { parents[name, default: []].formUnion(inherited) }
                    if !publishes.isEmpty { published[name, default: []].formUnion(publishes) }
                    if observed { observation.insert(name) }
                }
                for member in type.members where member.kind == .function || member.kind == .computedProperty {
                    guard let written = member.returnType, !written.hasPrefix("some ") else { continue }
                    returns[member.name, default: []].insert(TypeName.base(of: written))
                }
                let names = Set([type.name, type.qualifiedName].map(TypeName.base(of:)))
                let storage = type.properties.filter { $0.isStatic && !$0.isComputed }.map(\.name)
                for name in names where !storage.isEmpty { staticStorage[name, default: []].formUnion(storage) }
                for member in type.members where Self.buildsItsOwnType(member, of: type, in: file) {
                    for name in names { candidates.append((name, member, file.lines.bytes)) }
                }
            }
        }
        // A struct or enum is never an object, whatever it conforms to (a protocol of the same
        // name as an observable class elsewhere, `struct CustomField: Model`), unless a class of
        // the same name is declared too.
        for name in valueTypes.subtracting(referenceTypes) { parents[name] = nil }
        var observability: [String: Observability] = [:]
        for (name, inherited) in parents where inherited.contains("ObservableObject") {
            observability[name] = .observableObject
        }
        for name in observation { observability[name] = .observationMacro }
        // Subclasses and refining protocols inherit how their parents are observed, one level a
        // round, from the parents known before the round, the first by name: the same answer
        // whatever order the sets and dictionaries iterate in (it differs from run to run).
        while true {
            var next = observability
            for (name, inherited) in parents where observability[name] == nil {
                if let parent = inherited.sorted().lazy.compactMap({ observability[$0] }).first { next[name] = parent }
            }
            guard next.count > observability.count else { break }
            observability = next
        }
        observabilityByName = observability
        returnTypesByMember = returns
        parentsByName = parents
        publishedByName = published
        staticConstructors = Set(
            candidates.filter { candidate in
                !(staticStorage[candidate.type] ?? []).contains { stored in
                    IdentifierBytes.contains(Array(stored.utf8), in: candidate.bytes, within: candidate.member.range)
                }
            }.map { $0.type + "#" + $0.member.name })
    }

    /// Whether `member` is a static function of `type` that returns the type (`Self`, or its
    /// name) and creates one in its body (`Model(…)`, `Self(…)`, `.init(…)`): a constructor with
    /// a name (`StatusView.ViewModel.prototype(…)`). (One that also reads a static stored
    /// property, a cache or a shared instance, is left out in `init`.)
    private static func buildsItsOwnType(_ member: MemberFact, of type: TypeFact, in file: SourceFile) -> Bool {
        guard member.isStatic, member.kind == .function, type.kind != .protocol, let written = member.returnType,
            !lookupVerbs.contains(where: { member.name.hasPrefix($0) })
        else { return false }
        let simpleName = String(type.name.split(separator: ".").last ?? "")
        let returned = TypeName.base(of: written)
        guard returned == "Self" || returned == TypeName.base(of: type.name) || returned == type.qualifiedName
        else { return false }
        let body = file.lines.text(in: member.range)
        return body.contains(simpleName + "(") || body.contains("Self(") || body.contains(".init(")
    }

    /// Name prefixes of static functions that look an instance up rather than build one
    /// (nostur's `Contact.fetchByPubkey(_:context:)`, which may create one only when none exists).
    private static let lookupVerbs = [
        "fetch", "find", "get", "lookup", "load", "search", "query", "existing", "cached",
    ]

    /// The attached macros that make a class observable through Observation.
    static let observationMacros = ["Observable", "Model"]

    /// The properties of `typeName` and of its superclasses in the workspace whose changes an
    /// observer sees: `@Published` ones, and computed ones (which may read them). Parents are
    /// visited nearest first and by name, up to 16 types: the same answer in every run, however
    /// a set lists them.
    public func publishingProperties(of typeName: String) -> Set<String> {
        var found: Set<String> = []
        var pending = [TypeName.base(of: typeName)]
        var seen: Set<String> = []
        while !pending.isEmpty, seen.count < 16 {
            let name = pending.removeFirst()
            guard seen.insert(name).inserted else { continue }
            found.formUnion(publishedByName[name] ?? [])
            pending += (parentsByName[name] ?? []).sorted()
        }
        return found
    }

    /// How a type named `typeName` (`Model`, `Feature.Model`, `any ModelProtocol`, `Model?`) is
    /// observed, if the workspace declares it observable.
    public func observability(of typeName: String) -> Observability? {
        observabilityByName[TypeName.base(of: typeName)]
    }

    /// Whether the workspace declares `typeName` an `ObservableObject` (itself or through a
    /// superclass or protocol).
    public func isObservableObject(_ typeName: String) -> Bool {
        observability(of: typeName) == .observableObject
    }

    /// Whether `member` of the type named `typeName` (`TypeName.base` spelling) is a static
    /// function that builds and returns a new instance of the type (`Model.preview()`).
    public func isStaticConstructor(_ member: String, of typeName: String) -> Bool {
        staticConstructors.contains(typeName + "#" + member)
    }

    /// The one type every function or computed property named `member` in the workspace
    /// returns (`makeDetailViewModel` → `DetailViewModel`); nil when none does or they differ.
    public func returnedType(ofMember member: String) -> String? {
        guard let types = returnTypesByMember[member], types.count == 1 else { return nil }
        return types.first
    }
}

extension WorkspaceSnapshot {
    /// The type model of this state of the workspace, built the first time a rule asks.
    public var typeModel: WorkspaceTypeModel {
        derived.value(DerivedValueKey("workspace type model")) { WorkspaceTypeModel(self) }
    }
}
