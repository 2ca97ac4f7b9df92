#include "level_document.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <limits>

#include "common/bounded_json.h"
#include "compact_tiles.h"
#include "solidtile/io/atomic_file.h"
#include "solidtile/level/level.h"

namespace solidtile::io {
namespace {

// Enough bad elements to fill the problem list; later ones are only counted.
constexpr std::size_t kKeptBad = kMaxProblems + 1;

// Builds the document as nlohmann's own DOM parser would, except that a
// layer's "tiles" and "tags" (at root.layers[i]) are captured, not built.
// nlohmann's parser calls these members directly (a template, no virtual calls).
class DocumentBuilder {
 public:
  using number_integer_t = Json::number_integer_t;
  using number_unsigned_t = Json::number_unsigned_t;
  using number_float_t = Json::number_float_t;
  using string_t = Json::string_t;
  using binary_t = Json::binary_t;

  DocumentBuilder(const DocumentLimits& limits, LevelDocument& doc, PeekableBuffer* source)
      : limits_(limits), doc_(doc), source_(source) {}

  const std::optional<Problem>& error() const { return error_; }

  bool null() { return scalar(Json(nullptr)); }
  bool boolean(bool b) { return scalar(Json(b)); }
  bool number_integer(number_integer_t v) { return scalar(Json(v)); }
  bool number_float(number_float_t v, const string_t&) { return scalar(Json(v)); }
  bool binary(binary_t&) { return true; }  // JSON text has none

  bool number_unsigned(number_unsigned_t v) {
    if (!capturingDirectly()) return scalar(Json(v));
    if (!count()) return false;
    CapturedTiles& c = *capture_;
    const bool fits = v <= (c.tags ? 0xFFu : 0xFFFFu);
    if (!fits) return captureBad(Json(v));
    if (c.count < kCap) {
      if (c.tags) {
        c.tagBytes.push_back(static_cast<std::uint8_t>(v));
      } else {
        c.tiles.push_back(static_cast<std::uint16_t>(v));
      }
    }
    ++c.count;
    return fastRow();
  }

  bool string(string_t& s) {
    if (!capture_ && atLayerKey()) {
      if (!count()) return false;
      CapturedTiles& c = startCapture();
      c.isString = true;
      if (read_) {
        // The lexer read only the closing quote; the string is what divert() decoded.
        c.decoded = true;
        c.chars = read_->chars;
        c.packed = std::move(read_->packed);
        c.packedBytes = read_->bytes;
        read_.reset();
      } else {
        c.chars = s.size();
        c.text = std::move(s);  // the lexer's buffer: no copy of a long base64 string
      }
      return true;
    }
    return scalar(Json(std::move(s)));
  }

  bool start_object(std::size_t) { return startContainer(Json::object()); }
  bool start_array(std::size_t) {
    if (!capture_ && atLayerKey()) {
      if (!count()) return false;
      ++depth_;
      capture_ = &startCapture();
      reserveFor(*capture_);
      captureDepth_ = depth_;
      return true;
    }
    return startContainer(Json::array());
  }

  bool key(string_t& k) {
    key_ = std::move(k);
    if (source_ && limits_.decodeStrings && !capture_ && atLayerKey()) divert();
    return true;
  }

  // Whether a string was read past the lexer (so its columns on that line are off).
  bool diverted() const { return diverted_; }

  bool end_object() { return endContainer(); }
  bool end_array() {
    if (capture_ && depth_ == captureDepth_) {
      capture_ = nullptr;
      --depth_;
      return true;
    }
    return endContainer();
  }

  bool parse_error(std::size_t, const std::string&, const nlohmann::json::exception& e) {
    error_ = problemFromJsonError(e);
    return false;
  }

 private:
  static constexpr std::size_t kCap = static_cast<std::size_t>(LevelLimits::kMaxTiles);
  // Characters of a row of the widest level, 6 a tile ("65535,") and room to spare.
  static constexpr std::size_t kLongestRow = static_cast<std::size_t>(LevelLimits::kMaxWidth) * 8 + 64;

  // The rest of a line of plain tiles, read straight from the buffer, past
  // nlohmann's lexer (tens of nanoseconds a number). Runs just after the
  // lexer read an element and the ',' after it, which it holds back; takes
  // " 5, 0, 12," up to the end of the line only when the whole of it is
  // such elements, each followed by a comma, so the lexer goes on with that
  // ',' and the next line as if it had read them itself. Nothing is taken
  // from a line with anything else on it (it is left to the lexer, which
  // names the problem at the right line and column), nor past a newline
  // (so the lexer counts every line).
  bool fastRow() {
    if (!source_) return true;
    std::string_view rest = source_->buffered();
    // The lexer's held-back character is the one before the buffer's position.
    if (rest.data() == nullptr || !source_->lastReadWas(',') || source_->offset() < retryFrom_) return true;
    CapturedTiles& c = *capture_;
    // The line's end bounds the scan: past the last element only a newline
    // (or '\r') stops it, so no character needs a check against the end.
    // A line longer than any row the writer makes (a whole level on one line)
    // is left to the lexer, so the scratch row stays small.
    const void* newline = std::memchr(rest.data(), '\n', std::min(rest.size(), kLongestRow));
    if (!newline && rest.size() < kLongestRow && source_->extend()) {
      // The line went on past the buffer's end: now it is all in.
      rest = source_->buffered();
      newline = std::memchr(rest.data(), '\n', std::min(rest.size(), kLongestRow));
    }
    const std::size_t taken = newline ? row(rest.data(), static_cast<const char*>(newline)) : 0;
    if (taken == 0 || (limits_.maxValues != 0 && values_ + taken > limits_.maxValues)) {
      // Not again on this line (or, at the buffer's end, before the next
      // fill): retrying at every element would scan the line over and over.
      const std::size_t skip = newline ? static_cast<std::size_t>(static_cast<const char*>(newline) - rest.data()) + 1
                                       : rest.size();
      retryFrom_ = source_->offset() + skip;
      return true;
    }
    const std::size_t kept = std::min(taken, c.count < kCap ? kCap - c.count : 0);
    if (c.tags) {
      c.tagBytes.insert(c.tagBytes.end(), rowTags_.begin(), rowTags_.begin() + static_cast<std::ptrdiff_t>(kept));
    } else {
      c.tiles.insert(c.tiles.end(), rowTiles_.begin(), rowTiles_.begin() + static_cast<std::ptrdiff_t>(kept));
    }
    values_ += taken;
    c.count += taken;
    source_->consume(static_cast<std::size_t>(rowEnd_ - rest.data()));
    return true;
  }

  // The elements of " 5, 0, 12," from p up to the newline at `end` into
  // rowTiles_ or rowTags_, when that is all the line holds; 0 when it holds
  // anything else. rowEnd_: just past the last comma.
  std::size_t row(const char* p, const char* end) {
    // Each element takes at least 2 characters ("5,").
    const std::size_t room = static_cast<std::size_t>(end - p) / 2 + 1;
    const char* bufferEnd = source_->buffered().data() + source_->buffered().size();
    if (capture_->tags) {
      if (rowTags_.size() < room) rowTags_.resize(room);
      return rowInto(p, bufferEnd, rowTags_.data(), 0xFFu);
    }
    if (rowTiles_.size() < room) rowTiles_.resize(room);
    return rowInto(p, bufferEnd, rowTiles_.data(), 0xFFFFu);
  }

  // How many digits `text` (8 bytes, little-endian) starts with, and their value
  // when that is 1..5: a whole number read at once rather than a digit at a time.
  static int leadingDigits(std::uint64_t text, std::uint32_t* value) {
    const std::uint64_t x = text ^ 0x3030303030303030u;  // a digit's byte becomes 0..9
    // The top bit of each byte that is not a digit (10 and up, or not ASCII).
    const std::uint64_t notDigit = (x | (x + 0x7676767676767676u)) & 0x8080808080808080u;
    const int n = notDigit ? std::countr_zero(notDigit) / 8 : 8;
    if (n == 0 || n > 5) return n;
    // The digits in the top bytes, the first the most significant, then
    // pairs, fours and eights of them combined by multiplying.
    std::uint64_t v = (x << (8 * (8 - n))) & 0x0F0F0F0F0F0F0F0Fu;
    v = (v * 2561) >> 8;
    v = ((v & 0x00FF00FF00FF00FFu) * 6553601) >> 16;
    v = ((v & 0x0000FFFF0000FFFFu) * 42949672960001u) >> 32;
    *value = static_cast<std::uint32_t>(v);
    return n;
  }

  // Locals only in the loop: a store through a byte pointer may alias anything.
  template <typename T>
  std::size_t rowInto(const char* p, const char* bufferEnd, T* out, std::uint32_t max) {
    T* const first = out;
    const char* last = p;
    while (true) {
      while (*p == ' ' || *p == '\t') ++p;
      if (*p == '\n' || *p == '\r') break;  // the whole line was elements and commas
      std::uint32_t v = 0;
      if (static_cast<unsigned>(*p - '0') <= 9 && static_cast<unsigned>(p[1] - '0') > 9) {
        v = static_cast<std::uint32_t>(*p++ - '0');  // one digit, as most tiles of a real level (0, 1) are
      } else if (bufferEnd - p >= 8) {
        std::uint64_t text;
        std::memcpy(&text, p, 8);
        if constexpr (std::endian::native == std::endian::big) text = __builtin_bswap64(text);
        const int n = leadingDigits(text, &v);
        // No digit, a leading zero, or more digits than a tile has.
        if (n == 0 || n > 5 || (*p == '0' && n > 1)) return 0;
        p += n;
      } else {
        auto d = static_cast<unsigned>(*p - '0');
        if (d > 9 || (d == 0 && static_cast<unsigned>(p[1] - '0') <= 9)) return 0;
        v = d;
        const char* const start = p++;
        while ((d = static_cast<unsigned>(*p - '0')) <= 9 && p - start < 6) {
          v = v * 10 + d;
          ++p;
        }
      }
      while (*p == ' ' || *p == '\t') ++p;
      if (*p != ',' || v > max) return 0;
      last = ++p;
      *out++ = static_cast<T>(v);
    }
    rowEnd_ = last;
    return static_cast<std::size_t>(out - first);
  }

  // Just after the key of a layer's "tiles" or "tags": when a string follows,
  // decodes its base64 straight from the buffer, a run of groups at a time,
  // instead of letting the lexer copy it a character at a time. The lexer is
  // then handed `:"` and reads the closing quote itself: an empty string that
  // string() knows stands for these bytes. Anything but plain base64 with its
  // padding (an escape, a stray character, the text's end) hands the lexer
  // everything taken so far, rebuilt, so it reads the string as before.
  void divert() {
    std::string_view rest = source_->buffered();
    // `: "` may lie across the buffer's end: take in more rather than leave the string to the lexer.
    if (rest.size() < 64 && source_->extend()) rest = source_->buffered();
    std::size_t i = 0;
    const auto blanks = [&] {
      while (i < rest.size() && (rest[i] == ' ' || rest[i] == '\t')) ++i;  // not a newline: the lexer counts lines
    };
    blanks();
    if (i == rest.size() || rest[i] != ':') return;
    ++i;
    blanks();
    if (i == rest.size() || rest[i] != '"') return;
    ++i;
    std::string head(rest.substr(0, i));
    source_->consume(i);
    StringRead r;
    // Never more room than the rest of the text could fill (4 characters, 3 bytes).
    // Nor more than the layer's bytes compressed could take.
    const std::uint64_t at = source_->offset();
    std::uint64_t room = (limits_.textBytes > at ? limits_.textBytes - at : 0) / 4 * 3;
    if (const std::optional<std::size_t> tiles = declaredTiles()) {
      room = std::min<std::uint64_t>(room, packedBound(*tiles * (key_ == "tags" ? 1 : 2)));
    }
    r.packed.reserve(static_cast<std::size_t>(room / 2 + 2));
    char group[4];
    int inGroup = 0, pads = 0;
    bool closed = false;      // a padded group ended the base64: only the quote may follow
    std::size_t whole = 0;    // bytes of the groups without padding
    bool ok = false;
    constexpr std::size_t kSlice = 1u << 20;
    while (true) {
      rest = source_->buffered();
      if (rest.empty()) {
        if (source_->sgetc() == std::char_traits<char>::eof()) break;
        rest = source_->buffered();
      }
      const char* p = rest.data();
      std::size_t n = std::min(rest.size(), kSlice);
      // Up to the quote that may end the string: room only for what can come before it.
      if (const void* quote = std::memchr(p, '"', n)) n = static_cast<std::size_t>(static_cast<const char*>(quote) - p) + 1;
      // Room for every byte this slice can hold; zero-filled only as far as it is reached.
      const std::size_t need = (r.bytes + n / 4 * 3 + 4 + 1) / 2;
      if (r.packed.size() < need) r.packed.resize(need);
      auto* out = reinterpret_cast<std::uint8_t*>(r.packed.data());
      std::size_t k = 0;
      bool stop = false;
      while (k < n) {
        if (inGroup == 0 && !closed) {
          const std::size_t run = decodeBase64Run(p + k, n - k, out + r.bytes);
          k += run;
          r.bytes += run / 4 * 3;
          whole = r.bytes;
          if (k == n) break;
        }
        const char ch = p[k];
        if (ch == '"') {
          ok = inGroup == 0 || closed;
          stop = true;
          break;
        }
        const bool digit = isBase64Digit(ch);
        const bool pad = ch == '=' && (pads > 0 || inGroup >= 2);
        if (closed || (!digit && !pad) || (digit && pads > 0)) {
          stop = true;
          break;
        }
        group[inGroup++] = ch;
        pads += pad ? 1 : 0;
        ++k;
        if (inGroup == 4) {
          const std::size_t got = decodeGroup(group, pads, out + r.bytes);
          r.bytes += got;
          if (pads == 0) {
            whole = r.bytes;
            inGroup = 0;
          } else {
            closed = true;  // kept in `group`, in case it must be handed back
          }
        }
      }
      r.chars += k;
      source_->consume(k);
      if (stop) break;
    }
    if (ok) {
      r.packed.resize((r.bytes + 1) / 2);
      read_ = std::move(r);
      diverted_ = true;
      handBack_ = ":\"";
    } else {
      // Everything taken, as it was: the whole groups re-encode to the very same digits.
      handBack_ = std::move(head);
      handBack_ += encodeBase64(reinterpret_cast<const std::uint8_t*>(r.packed.data()), whole);
      handBack_.append(group, static_cast<std::size_t>(inGroup));
    }
    source_->inject(handBack_.data(), handBack_.size());
  }

  // The last group, padded: 1 or 2 bytes (0 for a full one, decoded by the run).
  static std::size_t decodeGroup(const char (&g)[4], int pads, std::uint8_t* out) {
    char full[4] = {g[0], g[1], pads == 2 ? 'A' : g[2], 'A'};
    if (pads == 0) full[3] = g[3];
    std::uint8_t bytes[3];
    decodeBase64Run(full, 4, bytes);
    const std::size_t n = 3 - static_cast<std::size_t>(pads);
    std::memcpy(out, bytes, n);
    return n;
  }

  bool fail(std::string what) {
    error_ = Problem{"", std::move(what)};
    return false;
  }

  // One more value at the current depth, within the limits.
  bool count() {
    if (depth_ > limits_.maxDepth) return fail(nestingProblemText(limits_.maxDepth));
    if (limits_.maxValues != 0 && ++values_ > limits_.maxValues) {
      return fail("holds more than the " + std::to_string(limits_.maxValues) + " values any file of this kind can need");
    }
    return true;
  }

  bool capturingDirectly() const { return capture_ && depth_ == captureDepth_; }

  // The value about to come is root.layers[i].tiles or .tags.
  bool atLayerKey() const {
    return depth_ == 3 && stack_.size() == 3 && layersOpen_ && stack_[2]->is_object() &&
           (key_ == "tiles" || key_ == "tags");
  }

  CapturedTiles& startCapture() {
    const auto index = static_cast<std::uint64_t>(doc_.captured.size());
    doc_.captured.emplace_back();
    CapturedTiles& c = doc_.captured.back();
    c.tags = key_ == "tags";
    put(Json::binary({}, index));
    return c;
  }

  // Room for width x height elements when the header came first, but never
  // more than the rest of the text could fill (each element takes 2 bytes).
  void reserveFor(CapturedTiles& c) const {
    const std::optional<std::size_t> tiles = declaredTiles();
    if (!tiles) return;
    const std::size_t n = std::min<std::size_t>(*tiles, std::min(kCap, limits_.textBytes / 2 + 1));
    if (c.tags) {
      c.tagBytes.reserve(n);
    } else {
      c.tiles.reserve(n);
    }
  }

  // width x height, when the header came first and both are in range.
  std::optional<std::size_t> declaredTiles() const {
    const Json& root = doc_.root;
    if (!root.is_object()) return std::nullopt;
    const auto w = root.find("width");
    const auto h = root.find("height");
    if (w == root.end() || h == root.end() || !w->is_number_unsigned() || !h->is_number_unsigned()) return std::nullopt;
    const std::uint64_t wv = w->get<std::uint64_t>(), hv = h->get<std::uint64_t>();
    if (wv > static_cast<std::uint64_t>(LevelLimits::kMaxWidth) || hv > static_cast<std::uint64_t>(LevelLimits::kMaxHeight)) {
      return std::nullopt;
    }
    return static_cast<std::size_t>(wv * hv);
  }

  bool captureBad(Json v) {
    CapturedTiles& c = *capture_;
    if (c.bad.size() < kKeptBad) c.bad.emplace_back(c.count, std::move(v));
    if (c.count < kCap) {
      if (c.tags) {
        c.tagBytes.push_back(kBadTag);
      } else {
        c.tiles.push_back(kBadTile);
      }
    }
    ++c.count;
    return true;
  }

  bool scalar(Json v) {
    if (!count()) return false;
    if (capturingDirectly()) return captureBad(std::move(v));
    put(std::move(v));
    return true;
  }

  bool startContainer(Json empty) {
    if (!count()) return false;
    if (capturingDirectly()) {
      // An array or object among the tiles: built aside, then listed as a bad element.
      nested_ = std::move(empty);
      stack_.push_back(&nested_);
    } else {
      if (depth_ == 1 && stack_.size() == 1 && stack_[0]->is_object()) layersOpen_ = key_ == "layers" && empty.is_array();
      stack_.push_back(put(std::move(empty)));
    }
    ++depth_;
    return true;
  }

  bool endContainer() {
    stack_.pop_back();
    --depth_;
    if (depth_ == 1) layersOpen_ = false;
    if (capturingDirectly()) return captureBad(std::move(nested_));
    return true;
  }

  Json* put(Json v) {
    if (stack_.empty()) {
      doc_.root = std::move(v);
      return &doc_.root;
    }
    Json& top = *stack_.back();
    if (top.is_array()) {
      auto& a = top.get_ref<Json::array_t&>();
      a.push_back(std::move(v));
      return &a.back();
    }
    Json& slot = top[key_];
    slot = std::move(v);
    return &slot;
  }

  const DocumentLimits& limits_;
  LevelDocument& doc_;
  PeekableBuffer* source_;
  std::uint64_t retryFrom_ = 0;  // the stream offset before which the fast path is not tried
  std::vector<std::uint16_t> rowTiles_;  // one line's elements, read by row()
  std::vector<std::uint8_t> rowTags_;
  const char* rowEnd_ = nullptr;
  std::vector<Json*> stack_;
  std::string key_;
  int depth_ = 0;
  std::size_t values_ = 0;
  bool layersOpen_ = false;
  CapturedTiles* capture_ = nullptr;
  int captureDepth_ = 0;
  struct StringRead {
    std::vector<std::uint16_t> packed;
    std::size_t bytes = 0;
    std::size_t chars = 0;
  };
  std::optional<StringRead> read_;  // decoded by divert(), for the string() that follows
  std::string handBack_;            // what divert() gave back to the lexer
  bool diverted_ = false;
  Json nested_;
  std::optional<Problem> error_;
};

// Text in memory as a stream buffer the fast path can look into.
class MemoryBuffer : public PeekableBuffer {
 public:
  explicit MemoryBuffer(std::string_view text) {
    char* p = const_cast<char*>(text.data());  // only ever read
    setg(p, p, p + text.size());
  }
};

template <typename Parse>
std::optional<LevelDocument> read(const Parse& parse, const DocumentLimits& limits, PeekableBuffer* source,
                                  Problem* error, bool* readAgain) {
  LevelDocument doc;
  DocumentBuilder builder(limits, doc, source);
  bool ok = false;
  try {
    ok = parse(builder);
  } catch (const nlohmann::json::exception& e) {
    if (error) *error = problemFromJsonError(e);
    if (readAgain) *readAgain = builder.diverted();
    return std::nullopt;
  }
  if (!ok) {
    if (error) *error = builder.error().value_or(Problem{"", "is not valid JSON"});
    if (readAgain) *readAgain = builder.diverted();
    return std::nullopt;
  }
  return doc;
}

}  // namespace

bool isNestingProblem(const Problem& p, const DocumentLimits& limits) {
  return p.where.empty() && p.what == nestingProblemText(limits.maxDepth);
}

const CapturedTiles* LevelDocument::capturedAt(const Json& v) const {
  if (!v.is_binary() || !v.get_binary().has_subtype()) return nullptr;
  const std::uint64_t i = v.get_binary().subtype();
  return i < captured.size() ? &captured[static_cast<std::size_t>(i)] : nullptr;
}

CapturedTiles* LevelDocument::capturedAt(const Json& v) {
  return const_cast<CapturedTiles*>(static_cast<const LevelDocument*>(this)->capturedAt(v));
}

std::optional<LevelDocument> readLevelDocument(std::string_view text, const DocumentLimits& limits, Problem* error) {
  bool readAgain = false;
  {
    MemoryBuffer buffer(text);
    std::istream in(&buffer);
    auto doc = read([&](DocumentBuilder& b) { return Json::sax_parse(in, &b); }, limits, &buffer, error, &readAgain);
    if (!doc && error && isNestingProblem(*error, limits)) error->where = tooDeepPlace(text, limits.maxDepth);
    if (doc || !readAgain) return doc;
  }
  DocumentLimits exact = limits;
  exact.decodeStrings = false;
  return readLevelDocument(text, exact, error);
}

std::optional<LevelDocument> readLevelDocument(std::istream& in, const DocumentLimits& limits, Problem* error,
                                               bool* readAgain) {
  return read([&](DocumentBuilder& b) { return Json::sax_parse(in, &b); }, limits,
              dynamic_cast<PeekableBuffer*>(in.rdbuf()), error, readAgain);
}

}  // namespace solidtile::io
