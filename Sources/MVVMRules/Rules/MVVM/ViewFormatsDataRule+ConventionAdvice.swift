import MVVMAnalyzerCore

/// Convention-specific wording for where display data belongs.
enum ConventionAdvice {
    /// Where shaped text should come from.
    static func shapedText(_ convention: Convention) -> String {
        switch convention {
        case .fosmvvm:
            "let the view model provide it (a @LocalizedSubs/@LocalizedCompoundString or Localizable property)"
        case .contract: "let the view model provide the finished value"
        case .plain: "move the shaping into the view model"
        }
    }
}
