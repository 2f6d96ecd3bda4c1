import MCP

/// JSON decoded into MCP's `Value` as `Value`'s own decoding does, but without its test of
/// every string for a data URL, which compiles a regular expression per string: on a `check`
/// answer of a few hundred findings that test took most of the call.
struct PlainJSONValue: Decodable {
    let value: Value

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            value = .null
        } else if let bool = try? container.decode(Bool.self) {
            value = .bool(bool)
        } else if let int = try? container.decode(Int.self) {
            value = .int(int)
        } else if let double = try? container.decode(Double.self) {
            value = .double(double)
        } else if let string = try? container.decode(String.self) {
            value = .string(string)
        } else if let array = try? container.decode([PlainJSONValue].self) {
            value = .array(array.map(\.value))
        } else {
            value = .object(try container.decode([String: PlainJSONValue].self).mapValues(\.value))
        }
    }
}
