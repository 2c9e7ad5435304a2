import Testing
@testable import TinctureCLI

/// Arguments are checked as the bytes the operating system passes, before they become Swift
/// strings with U+FFFD in place of what is not UTF-8.
@Suite("Arguments that are not UTF-8")
struct ArgumentBytesTests {
    static func arguments(_ texts: [UInt8]...) -> [[UInt8]] { [Array("tincture".utf8)] + texts }

    @Test("a path in Latin-1 is refused by its number, with its bytes shown")
    func latin1Path() throws {
        let error = try #require(ArgumentBytes.nonUTF8Error(in: Self.arguments(Array("validate".utf8), Array("caf".utf8) + [0xE9] + Array(".yml".utf8))))
        #expect(error.hasPrefix(#"tincture: error: argument 2 is not valid UTF-8: 'caf\xE9.yml' "#), "\(error)")
        #expect(error.contains("rename the file or folder"))
    }

    @Test("UTF-8 arguments pass, accents and all; the program's own name is not checked")
    func utf8Passes() {
        #expect(ArgumentBytes.nonUTF8Error(in: Self.arguments(Array("validate".utf8), Array("café.yml".utf8), Array("--format".utf8))) == nil)
        #expect(ArgumentBytes.nonUTF8Error(in: [[0xFF]] + [Array("validate".utf8)]) == nil)
    }

    @Test("a truncated sequence, a stray continuation byte and an overlong encoding are each shown byte by byte",
          arguments: [([0x61, 0xC3], #"a\xC3"#), ([0x80, 0x62], #"\x80b"#), ([0xC0, 0xAF], #"\xC0\xAF"#), ([0xED, 0xA0, 0x80], #"\xED\xA0\x80"#)] as [([UInt8], String)])
    func shownBytes(bytes: [UInt8], shown: String) throws {
        let error = try #require(ArgumentBytes.nonUTF8Error(in: Self.arguments(Array("convert".utf8), bytes)))
        #expect(error.contains("argument 2 is not valid UTF-8: '\(shown)'"), "\(error)")
    }
}
