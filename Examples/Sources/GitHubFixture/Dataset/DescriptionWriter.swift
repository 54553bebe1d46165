import RefreshKitTesting

/// Writes plausible repository descriptions: English, CJK, emoji-prefixed, or nil.
struct DescriptionWriter {
  private typealias Words = GeneratorVocabulary
  private var random: SplitMix64

  init(seed: UInt64) {
    self.random = SplitMix64(seed: seed)
  }

  /// Returns a description for a repository in `language`; about 5% are nil, 8% CJK and
  /// 12% start with an emoji.
  mutating func description(language: String?) -> String? {
    let roll = random.nextUnitInterval()
    if roll < 0.05 { return nil }
    if roll < 0.13 { return cjkDescription() }
    let english = englishDescription(language: language)
    return roll < 0.25 ? "\(element(Words.emoji)) \(english)" : english
  }

  private mutating func englishDescription(language: String?) -> String {
    let adjective = element(Words.adjectives)
    let other = element(Words.adjectives)
    let noun = element(Words.nouns)
    let domain = element(Words.domains)
    switch random.nextInt(below: 5) {
    case 0: return "A \(adjective) \(noun) for \(domain)."
    case 1: return "\(adjective.capitalized) and \(other) \(noun) written in \(language ?? "C")."
    case 2: return "The \(adjective) way to build \(domain)"
    case 3:
      return
        "\(noun.capitalized) toolkit for \(domain) — \(adjective), \(other), batteries included"
    default: return "\(adjective.capitalized) \(noun) with zero dependencies"
    }
  }

  private mutating func cjkDescription() -> String {
    let noun = element(Words.nouns)
    switch random.nextInt(below: 3) {
    case 0: return "一个用于\(element(Words.chineseDomains))的轻量级 \(noun)"
    case 1: return "\(element(Words.japaneseDomains))のためのシンプルな \(noun) ライブラリ"
    default: return "간단하고 빠른 \(noun) 라이브러리 🚀"
    }
  }

  private mutating func element(_ words: [String]) -> String {
    words[random.nextInt(below: words.count)]
  }
}
