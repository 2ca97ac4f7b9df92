#include "layer_fields.h"

namespace solidtile::io {

LayerEncoding readLayerEncoding(FieldReader& in, const Json& layer, const std::string& where, std::int64_t version,
                                bool report) {
  LayerEncoding out;
  const auto problem = [&](const std::string& key, const std::string& what) {
    if (report) in.add(childPath(where, key), what);
    out.valid = false;
  };
  const auto e = layer.find("encoding");
  const auto c = layer.find("compression");
  for (const auto& [key, it] : {std::pair{"encoding", e}, std::pair{"compression", c}}) {
    if (it != layer.end() && version < 3) {
      problem(key, newerFieldMessage(3, version));
    }
  }
  if (!out.valid) return out;
  if (e != layer.end()) {
    if (e->is_string() && e->get_ref<const std::string&>() == "base64") {
      out.compact = true;
    } else {
      problem("encoding", "is " + describeValue(*e) + ", expected \"base64\" (the compact tile encoding)");
    }
  }
  if (c != layer.end()) {
    const auto named = c->is_string() ? compressionNamed(c->get_ref<const std::string&>()) : std::nullopt;
    if (e == layer.end()) {
      problem("compression", "is given without \"encoding\": \"base64\"");
    } else if (!named) {
      problem("compression", "is " + describeValue(*c) + ", expected \"zstd\" or \"zlib\" (or no compression key)");
    } else {
      out.compression = *named;
    }
  }
  return out;
}

namespace {
const std::uint8_t* packedBytes(const CapturedTiles& c) { return reinterpret_cast<const std::uint8_t*>(c.packed.data()); }
}  // namespace

bool capturedSizeFits(const CapturedTiles& c, TileCompression compression, std::size_t size, std::string* why) {
  if (!c.decoded) return compactSizeFits(c.text, compression, size, why);
  return packedSizeFits(packedBytes(c), c.packedBytes, compression, size, why);
}

bool decodeCaptured(const CapturedTiles& c, TileCompression compression, std::uint8_t* out, std::size_t size,
                    std::string* why) {
  if (!c.decoded) return decodeCompactBytes(c.text, compression, out, size, why);
  return unpackCompactBytes(packedBytes(c), c.packedBytes, compression, out, size, why);
}

std::string describeCaptured(const Json& v, const CapturedTiles* c) {
  if (!c) return describeValue(v);
  if (c->isString) return "a string of " + counted(c->chars, "character");
  return "an array of " + std::to_string(c->count);
}

}  // namespace solidtile::io
