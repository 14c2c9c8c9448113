/// The sheet UIKit's automatic presentation style means on an iPhone (SPEC §12, §13.6): a page
/// sheet before iOS 18, a form sheet from iOS 18. In portrait both look and behave alike, with
/// the same callbacks; only the name differs.
public enum SheetStyle: String, Sendable, CaseIterable {
  /// `UIModalPresentationStyle.pageSheet` (iOS 13 to 17's automatic style).
  case pageSheet
  /// `UIModalPresentationStyle.formSheet` (the automatic style from iOS 18).
  case formSheet
}
