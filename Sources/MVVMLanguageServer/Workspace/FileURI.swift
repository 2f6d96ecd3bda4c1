import Foundation
import LanguageServerProtocol

/// Conversions between `file://` URIs and file-system paths.
public enum FileURI {
    /// The path of a `file://` URI (percent-decoded, standardized), or nil for other schemes.
    public static func path(of uri: DocumentURI) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.standardizedFileURL.path
    }

    /// The `file://` URI of an absolute path.
    public static func uri(ofPath path: String) -> DocumentURI {
        URL(fileURLWithPath: path).standardizedFileURL.absoluteString
    }

    /// The `file://` URI of a folder, without the trailing slash `URL` adds to folders that
    /// exist (as clients write workspace folders).
    public static func uri(ofFolder path: String) -> DocumentURI {
        let uri = uri(ofPath: path)
        return uri.hasSuffix("/") && path != "/" ? String(uri.dropLast()) : uri
    }
}
