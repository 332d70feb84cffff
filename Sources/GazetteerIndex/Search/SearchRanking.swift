#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The ranking function of name search: one linear model over named features, in decades of
/// population, so that each weight reads as "worth a place this many times ten larger".
///
/// A tiny place whose name equals the query gains 2.5 (whole name and full coverage) over nothing,
/// while a prefix of a large place's name gains 1.0–1.5: "kyo" finds Kyoto (1.5 M) before Kyo
/// (2,200), but "paris" finds Paris before Parisot, and "york" York before New York City. Alternate names cost 1.5, so a place must be
/// over thirty times larger to win through an alternate name ("san f": San Francisco before
/// Quito, "San Francisco de Quito").
package enum SearchRanking {
    package static let wholeName = 2.0
    package static let wholeNameAnyOrder = 1.6
    package static let completePrefix = 1.0
    package static let nameStart = 0.6
    package static let nameRun = 0.3
    package static let coverageWeight = 0.5
    package static let alternateName = 1.5
    package static let shortAlternateName = 0.3
    package static let addressName = 0.5
    package static let prefixWord = 0.3
    package static let typoPerEdit = 0.8
    package static let unmatchedWord = 1.5
    package static let qualifier = 1.0
    package static let distancePerDecade = 2.0

    /// The distance part for `meters`.
    @inline(__always)
    package static func distancePenalty(_ meters: Double) -> Double {
        distancePerDecade * log10(1 + meters / 1_000)
    }

    /// The most a name of `shape` (``PostingShape``) can add for a query of `wordCount` name words;
    /// `nil` when the name has too few words to hold them all. The shape's start bit tells whether
    /// the name starts with the query only when its word is the query's first (`isFirstWord`): a
    /// name met through a later word may start with the first.
    @inline(__always)
    static func nameBound(shape: UInt8, wordCount: Int, isFirstWord: Bool = true) -> Double? {
        let words = PostingShape.words(shape)
        if words < wordCount && words < 4 { return nil }
        let match = words == wordCount || (words == 4 && wordCount >= 4) ? wholeName
            : (shape & PostingShape.atStart != 0 || !isFirstWord ? nameStart : nameRun)
        return match + coverageWeight - (shape & PostingShape.main != 0 ? 0 : alternateName)
    }

    /// The most a match can add on top of importance when the driving word matches as `kind`:
    /// the bound that lets a walk in rank order stop early.
    @inline(__always)
    static func bestMatch(_ kind: MatchKind, isLastToken: Bool, qualifierBonus: Double) -> Double {
        switch kind {
        case .exact, .any: wholeName + coverageWeight + qualifierBonus
        case .prefix: completePrefix + coverageWeight + qualifierBonus - (isLastToken ? 0 : prefixWord)
        case .typo(let edits, let isWhole):
            (isWhole ? wholeName : completePrefix) + coverageWeight + qualifierBonus - typoPerEdit * Double(edits)
                - (isWhole || isLastToken ? 0 : prefixWord)
        }
    }
}

/// How a query word meets a word of a name.
enum MatchKind: Equatable {
    /// The same word.
    case exact
    /// The name's word starts with the query word.
    case prefix
    /// Within `edits` typing mistakes of the whole word (`isWhole`) or of its start (for the last query word).
    case typo(edits: Int, isWhole: Bool)
    /// Not known yet (a record found through its country or category, or nearby).
    case any
}

extension MatchKind {
    /// Better matches sort first: exact, prefix, then typos by edits (a whole word before a start).
    var order: Int {
        switch self {
        case .exact: 0
        case .prefix: 1
        case .typo(let edits, let isWhole): 2 + 2 * edits + (isWhole ? 0 : 1)
        case .any: 9
        }
    }

    /// Whether the query word stands for the whole name word (not just its start).
    var isWhole: Bool {
        switch self {
        case .exact: true
        case .prefix, .any: false
        case .typo(_, let isWhole): isWhole
        }
    }

    var edits: Int {
        if case .typo(let edits, _) = self { return edits }
        return 0
    }
}
