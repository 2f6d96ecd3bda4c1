import MVVMAnalyzerCore
import SwiftSyntax

/// `init(…, model: Model = Model())` storing `model` in an `@ObservedObject`: every parent that
/// builds the view without that argument on its render path creates a new object with each
/// render (ChooChoo's `LegStopView(…, arrivingTrainVM: ArrivingTrainTimeViewModel =
/// ArrivingTrainTimeViewModel())`). Reported at the default value, only where the workspace
/// builds the view without the argument where a parent renders. A property's initial value the
/// memberwise initializer takes over is read alike (`isPassedByEveryBuilder`).
extension ObservedObjectCreatedInViewRule {
    func creationsInDefaultArguments(of view: TypeFact, in file: SourceFile, context: RuleContext) -> [Finding] {
        let initializers = file.facts.types.filter { $0.qualifiedName == view.qualifiedName }
            .flatMap(\.members).filter { $0.kind == .initializer }
        var found: [Finding] = []
        for initializer in initializers {
            guard let declaration = file.tree.node(InitializerDeclSyntax.self, spanning: initializer.range),
                let body = declaration.body
            else { continue }
            for parameter in declaration.signature.parameterClause.parameters {
                guard let value = parameter.defaultValue?.value,
                    let property = Self.observedProperty(storing: parameter.parameterName, in: body, of: view),
                    let created = Self.createdStatefulObject(
                        value, declaredType: parameter.type.trimmedDescription, context: context)
                else { continue }
                let label = parameter.firstName.text
                let sites = Self.buildSites(of: view, context: context) { call in
                    !call.arguments.contains { $0.label?.text == label }
                }
                guard sites.contains(.render) else { continue }
                found.append(
                    context.diagnostic(
                        "`\(property)` is `@ObservedObject` but the view's `init` creates it by default "
                            + "(`\(parameter.trimmedDescription)`), and a parent builds the view without "
                            + "`\(label):`: a new \(created) is created, losing its state, whenever that parent "
                            + "re-renders; let the parent own it with `@StateObject` and pass it, or own it here with `@StateObject`",
                        at: ByteRange(value)))
            }
        }
        return found
    }

    /// Whether `property`'s initial value only stands in for what the memberwise initializer
    /// takes (`var audioRecorder = AudioRecorder()`, not private, in a view declaring no
    /// `init`) and every parent that builds the view passes it (Sleepy's
    /// `AudioRecordingsListView(audioRecorder: audioRecorder)`): the default is never used.
    static func isPassedByEveryBuilder(_ property: PropertyFact, of view: TypeFact, context: RuleContext) -> Bool {
        guard !property.isLet, property.accessLevel != .private, property.accessLevel != .fileprivate,
            !view.members.contains(where: { $0.kind == .initializer })
        else { return false }
        guard buildSites(of: view, context: context).contains(where: { $0 != .preview }) else { return false }
        let omitting = buildSites(of: view, context: context) { call in
            !call.arguments.contains { $0.label?.text == property.name }
        }
        return omitting.allSatisfy { $0 == .preview }
    }

    /// The `@ObservedObject` property `init`'s `body` stores `parameter` in (`self.model = model`,
    /// `_model = ObservedObject(wrappedValue: model)`).
    private static func observedProperty(storing parameter: String, in body: CodeBlockSyntax, of view: TypeFact)
        -> String?
    {
        for sequence in body.descendants(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, AssignmentSyntax.isAssignment(elements[1]),
                var name = elements[0].ownPropertyName
            else { continue }
            var value = elements[2]
            if name.hasPrefix("_") {
                guard let wrapper = value.as(FunctionCallExprSyntax.self),
                    wrapper.callsInitializer(of: "ObservedObject"),
                    let wrapped = wrapper.arguments.first?.expression
                else { continue }
                name.removeFirst()
                value = wrapped
            }
            guard value.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter,
                let property = view.property(named: name), property.isStoredInstanceProperty,
                property.attributes.contains(named: "ObservedObject")
            else { continue }
            return name
        }
        return nil
    }
}

extension FunctionParameterSyntax {
    /// The name the parameter has inside the function: its second name, else its first.
    fileprivate var parameterName: String { (secondName ?? firstName).text }
}
