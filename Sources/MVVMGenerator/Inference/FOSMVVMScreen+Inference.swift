import Foundation
import MVVMAnalyzerCore

extension FOSMVVMScreen {
    static let localizableTypes: Set<String> = [
        "LocalizableString", "LocalizableInt", "LocalizableDate", "LocalizableDouble",
    ]

    /// The screen an existing FOSMVVM view model describes: `{X}Fields` adoption → form,
    /// operations (`{Name}ViewModelOperations`) → interactive, child view-model properties →
    /// container (with the loading switch when its `state` has `loading` and `ready`), else
    /// display; every localized or `String` property not used otherwise is shown. The view is
    /// written for `version`.
    init(
        inferring reference: TypeReference, name: String, feature: String, viewModelsModule: String,
        viewsModule: String,
        version: FOSMVVMVersion, snapshot: WorkspaceSnapshot
    ) {
        let type = reference.type
        let properties = type.storedProperties.filter { $0.name != "vmId" }
        let propertyNames = Set(properties.map(\.name))
        let localized = properties.filter { property in
            property.attributes.contains { $0.name.hasPrefix("Localized") }
                || property.declaredType.map { Self.localizableTypes.contains(TypeName.base(of: $0)) } == true
        }.map(\.name)
        let isForm = type.inheritedTypes.contains { TypeName.base(of: $0).hasSuffix("Fields") }
        let fields = isForm ? properties.filter { !$0.isLet && !localized.contains($0.name) && $0.name != "id" } : []
        let children = properties.compactMap(Self.child)
        let operationsName =
            properties.first { $0.name == "operations" }?.declaredType.map { TypeName.base(of: $0) }
            ?? name + "ViewModelOperations"
        let operations =
            snapshot.declaration(of: operationsName)
            .map { DeclarationReader.functions(of: $0, in: snapshot) }?
            .compactMap { Self.operation(from: $0, viewModelProperties: propertyNames) } ?? []
        let hosting: Hosting =
            type.attributes.named("ViewModel")?.arguments?.contains("clientHostedFactory") == true
            ? .client : (type.inherits("RequestableViewModel") ? .server : .child)
        let kind: ViewKind =
            isForm ? .form : (!operations.isEmpty ? .interactive : (!children.isEmpty ? .container : .display))
        let used = Set(operations.map(\.labelProperty) + Self.errorAlertProperties + fields.map(\.name))
        let displayed = properties.filter { property in
            !used.contains(property.name)
                && (localized.contains(property.name)
                    || property.declaredType.map { TypeName.base(of: $0) } == "String")
        }.map(\.name)
        self.init(
            name: name, feature: feature, hosting: hosting, kind: kind,
            viewModelsModule: viewModelsModule, viewImportsViewModels: viewModelsModule != viewsModule,
            localizedProperties: localized, displayedProperties: displayed, operations: operations,
            fields: fields.map { property in
                ScaffoldField(
                    name: property.name,
                    type: property.declaredType.flatMap { ScaffoldField.FieldType(rawValue: TypeName.base(of: $0)) }
                        ?? .string
                )
            },
            children: children, locales: [],
            hasErrorAlert: Self.errorAlertProperties.allSatisfy(propertyNames.contains), version: version,
            stubTakesFields: false
        )
        hasLoadingState = kind == .container && Self.hasLoadingState(type, snapshot: snapshot)
    }

    /// A property holding a child view model: `XViewModel`, `XViewModel?` or `[XViewModel]`.
    private static func child(_ property: PropertyFact) -> Child? {
        guard let written = property.declaredType?.trimmingCharacters(in: .whitespaces) else { return nil }
        let element = TypeName.base(of: written.trimmingCharacters(in: ["[", "]", "?"]))
        guard element.hasSuffix("ViewModel"), let child = TypeName.featureName(ofViewModel: element) else { return nil }
        let presence: Child.Presence = written.hasPrefix("[") ? .list : (written.hasSuffix("?") ? .optional : .single)
        return Child(name: child, property: property.name, presence: presence)
    }

    /// Whether the view model has a `state` whose enum has the cases `loading` and `ready`.
    private static func hasLoadingState(_ type: TypeFact, snapshot: WorkspaceSnapshot) -> Bool {
        guard let written = type.property(named: "state")?.declaredType else { return false }
        let state = snapshot.declaration(of: type.qualifiedName + "." + written) ?? snapshot.declaration(of: written)
        let cases = Set(state?.type.enumCases.map(\.name) ?? [])
        return cases.isSuperset(of: ["loading", "ready"])
    }

    /// An operation the view can call: no parameters, or one `data:` parameter given the view model.
    private static func operation(from function: FunctionRequirement, viewModelProperties: Set<String>) -> Operation? {
        let arguments: String
        switch function.labels {
        case []: arguments = ""
        case ["data"]: arguments = "data: viewModel"
        default: return nil
        }
        let prefix = (function.isThrowing ? "try " : "") + (function.isAsync ? "await " : "")
        let label =
            [function.name + "ButtonLabel", function.name + "Label"].first(where: viewModelProperties.contains)
            ?? function.name + "ButtonLabel"
        return Operation(
            name: function.name, declaration: function.declaration,
            call: "\(prefix)operations.\(function.name)(\(arguments))",
            isAsync: function.isAsync, isThrowing: function.isThrowing, labelProperty: label
        )
    }
}
