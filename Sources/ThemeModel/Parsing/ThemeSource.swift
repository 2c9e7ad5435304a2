import Foundation

/// Turns a theme file's bytes into text, refusing what cannot be a hand-written theme: an empty
/// file, a file over ``maximumSize``, binary data and text that is not UTF-8.
public enum ThemeSource {
    /// 8 MiB: a theme of 10,000 tokens in every appearance is under 2 MiB.
    public static let maximumSize = 8 << 20

    /// Reads and checks a file. A missing or unreadable file is an ``ThemeError/Kind/unreadable``
    /// error; the rest are data errors.
    public static func read(path: String) throws(ThemeErrors) -> String {
        let url = URL(fileURLWithPath: path)
        let location = SourceLocation(file: path, line: 1, column: 1)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ThemeErrors([ThemeError(.unreadable, "no such file", at: nil, value: path,
                                          suggestion: "run `tincture init` to write a starter theme, or give the theme file's path")])
        }
        guard !isDirectory.boolValue else {
            throw ThemeErrors([ThemeError(.unreadable, "is a directory, not a theme file", at: nil, value: path)])
        }
        if let size = try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int, size > maximumSize {
            throw ThemeErrors([tooLarge(size, at: location)])
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ThemeErrors([ThemeError(.unreadable, "cannot be read: \(error.localizedDescription)", at: nil, value: path)])
        }
        return try text(from: Array(data), file: path)
    }

    /// Checks bytes and decodes them as UTF-8 (a byte-order mark is dropped).
    public static func text(from bytes: [UInt8], file: String) throws(ThemeErrors) -> String {
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard bytes.count <= maximumSize else { throw ThemeErrors([tooLarge(bytes.count, at: start)]) }
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        if let zero = body.firstIndex(of: 0) {
            throw ThemeErrors([ThemeError(
                .notText, "is binary data, not a YAML or JSON theme (a zero byte at offset \(zero))", at: start,
                suggestion: "give the theme's .yml or .json file")])
        }
        guard let text = String(validating: body, as: UTF8.self) else {
            let offset = firstInvalidUTF8Offset(body)
            let location = locate(offset: offset, in: body, file: file)
            throw ThemeErrors([ThemeError(
                .notText, "is not UTF-8 text (an invalid byte at offset \(offset))", at: location,
                suggestion: "save the file as UTF-8")])
        }
        return text
    }

    private static func tooLarge(_ size: Int, at location: SourceLocation) -> ThemeError {
        ThemeError(.tooLarge, "is \(size) bytes, over the limit of \(maximumSize) bytes for a theme file", at: location,
                   suggestion: "split the palette into several themes, or check that this is the right file")
    }

    private static func firstInvalidUTF8Offset(_ bytes: ArraySlice<UInt8>) -> Int {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        var scalarStart = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
                scalarStart = offset
            case .emptyInput:
                return offset
            case .error:
                return scalarStart
            }
        }
    }

    /// The line and column of a byte offset, counted as the YAML reader counts them (every line
    /// break style; columns in Unicode scalars). The bytes before `offset` are valid UTF-8.
    private static func locate(offset: Int, in bytes: ArraySlice<UInt8>, file: String) -> SourceLocation {
        let lines = String(decoding: bytes.prefix(offset), as: UTF8.self).yamlLines
        return SourceLocation(file: file, line: lines.count, column: (lines.last?.unicodeScalars.count ?? 0) + 1)
    }
}
