import Testing

@testable import ColorScience

/// `RGBA8(hex:)`.
@Suite struct RGBA8HexTests {
    @Test func readsEveryForm() throws {
        #expect(try RGBA8(hex: "#f80") == RGBA8(red: 255, green: 136, blue: 0))
        #expect(try RGBA8(hex: "#F808") == RGBA8(red: 255, green: 136, blue: 0, alpha: 136))
        #expect(try RGBA8(hex: "#FF8800") == RGBA8(red: 255, green: 136, blue: 0))
        #expect(try RGBA8(hex: "#ff880080") == RGBA8(red: 255, green: 136, blue: 0, alpha: 128))
        #expect(try RGBA8(hex: "ff8800") == RGBA8(red: 255, green: 136, blue: 0))
        #expect(try RGBA8(hex: "#00000000") == RGBA8(red: 0, green: 0, blue: 0, alpha: 0))
    }

    @Test func roundTripsTheHexProperty() throws {
        for bytes in [RGBA8(red: 1, green: 2, blue: 3), RGBA8(red: 250, green: 16, blue: 171, alpha: 9)] {
            #expect(try RGBA8(hex: bytes.hex) == bytes)
        }
    }

    @Test(arguments: [
        ("", 1, "", CSSColorParseError.Kind.invalidHexLength(digits: 0)),
        ("#", 1, "#", .invalidHexLength(digits: 0)),
        ("#12345", 1, "#12345", .invalidHexLength(digits: 5)),
        ("#12g", 4, "g", .invalidHexDigit),
        ("12 34 56", 3, " ", .invalidHexDigit),
        ("#ff8800 ", 8, " ", .invalidHexDigit),
        ("##ff8800", 2, "#", .invalidHexDigit),
        ("#ffé", 4, "é", .invalidHexDigit),
    ])
    func rejectsWithColumnAndToken(input: String, column: Int, token: String, kind: CSSColorParseError.Kind) {
        do {
            let bytes = try RGBA8(hex: input)
            Issue.record("read \(input.debugDescription) as \(bytes)")
        } catch {
            #expect(error.kind == kind)
            #expect(error.column == column)
            #expect(error.token == token)
        }
    }
}
