#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The command line as the operating system passes it: bytes per argument.
///
/// `CommandLine.arguments`, which the argument parser reads, decodes each argument as UTF-8 and
/// puts U+FFFD where a byte is not UTF-8, silently: a path `caf\xE9.yml` (Latin-1) became
/// `caf�.yml`, a file that does not exist, reported as "no such file". Paths reach the file
/// system through Swift strings, which cannot hold those bytes, so such an argument is refused
/// instead, by its number and its bytes.
enum ArgumentBytes {
    /// Every argument, the program's name first.
    static var current: [[UInt8]] {
        (0..<Int(CommandLine.argc)).map { index in
            guard let argument = CommandLine.unsafeArgv[index] else { return [] }
            return Array(UnsafeBufferPointer(start: argument, count: strlen(argument))).map { UInt8(bitPattern: $0) }
        }
    }

    /// The error for the first argument after the program's name that is not UTF-8, or nil.
    static func nonUTF8Error(in arguments: [[UInt8]]) -> String? {
        for (number, bytes) in arguments.enumerated().dropFirst() where String(validating: bytes, as: UTF8.self) == nil {
            return "tincture: error: argument \(number) is not valid UTF-8: '\(shown(bytes))' "
                + "(tincture reads its arguments, paths included, as UTF-8; rename the file or folder, or link to it from a UTF-8 name)"
        }
        return nil
    }

    /// The bytes as text, each byte that is not part of UTF-8 written `\xHH`.
    static func shown(_ bytes: [UInt8]) -> String {
        var text = ""
        var index = 0
        while index < bytes.count {
            var decoder = UTF8()
            var iterator = bytes[index...].makeIterator()
            if case .scalarValue(let scalar) = decoder.decode(&iterator) {
                text.unicodeScalars.append(scalar)
                index += UTF8.width(scalar)
            } else {
                let hex = String(bytes[index], radix: 16, uppercase: true)
                text += "\\x" + (hex.count == 1 ? "0" : "") + hex
                index += 1
            }
        }
        return text.excerpt()
    }
}
