import Foundation

/// Quoting for a path shown in a command to copy into a POSIX shell.
enum ShellQuoting {
    /// `path` as is when it holds only characters a shell reads literally, else in single quotes.
    static func quoted(_ path: String) -> String {
        let plain = path.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "/._-+,:@%".unicodeScalars.contains(scalar))
        }
        if plain, !path.isEmpty { return path }
        return "'" + path.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
