import VCLifeCore
import VCLifeScript

extension Catalogue {
  /// The photo album with every template's memory shrunk to a few bytes: the same callbacks,
  /// but thousands of pushes never reach the budget (the full-size app would be terminated
  /// long before, and later pushes refused).
  static let tinyPhotoAlbum: Catalogue = {
    var tiny = Catalogue.photoAlbum
    for name in tiny.templates.keys {
      tiny.templates[name]?.memory = MemoryProfile(
        controller: 64, perView: 8, content: 16, backingStore: 16, caches: 16)
    }
    return tiny
  }()
}
