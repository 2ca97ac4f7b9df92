// Kosinski Moduled, as Sonic 3 & Knuckles' module queue reads it
// (Process_Kos_Module_Queue_Init / Process_Kos_Module_Queue in s3.asm): the
// size word gives the number of $800-word modules and the size of the last;
// each module is decompressed alone into a $1000-byte buffer, and the next
// one's source is where the previous stream ended, moved on to a multiple of
// 16 bytes from the previous module's start.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>

#include "kosinski_stream.h"
#include "solidtile/io/sega_compression.h"
#include "stream.h"

namespace solidtile::io::sega {
namespace {

constexpr std::size_t kModuleBytes = 0x1000;
constexpr std::size_t kAlignment = 16;

}  // namespace

Decoded decodeKosinskiModuled(std::span<const std::uint8_t> in, std::size_t maxOutput) {
  Decoded d;
  ByteCursor header(in);
  std::size_t size = header.wordBE("the decoded size word");
  if (header.failed()) {
    d.error = header.error();
    return d;
  }
  // A size of $A000 marks placeholder tiles past $8000 that the game skips.
  if (size == 0xA000) size = 0x8000;
  size &= ~std::size_t{1};  // the game counts words
  if (size > maxOutput) {
    d.error = "offset 0: a decoded size of " + std::to_string(size) + " bytes passes the limit of " + std::to_string(maxOutput) + " bytes";
    return d;
  }
  d.bytes.reserve(size);
  std::size_t moduleAt = 2;
  for (std::size_t module = 0; d.bytes.size() < size; ++module) {
    const std::size_t want = std::min(kModuleBytes, size - d.bytes.size());
    if (moduleAt >= in.size()) {
      d.error = "offset " + std::to_string(moduleAt) + ": expected module " + std::to_string(module) + " (" +
                std::to_string(want) + " bytes), the data ends";
      return d;
    }
    Decoded m;
    const std::size_t end = decodeKosinskiStream(in, moduleAt, kModuleBytes, m);
    if (!m.ok()) {
      d.error = m.error + " (module " + std::to_string(module) + ")";
      return d;
    }
    // The game sends the module's share to VRAM: a last module that decodes
    // to more (skdisasm's Starpost Stars art does) gives its first bytes.
    if (m.bytes.size() < want) {
      d.error = "offset " + std::to_string(moduleAt) + ": module " + std::to_string(module) + " decodes to " +
                std::to_string(m.bytes.size()) + " bytes, the size word wants " + std::to_string(want);
      return d;
    }
    d.bytes.insert(d.bytes.end(), m.bytes.begin(), m.bytes.begin() + static_cast<long>(want));
    d.consumed = end;
    moduleAt = end + (kAlignment - (end - moduleAt) % kAlignment) % kAlignment;
  }
  if (d.bytes.empty()) d.consumed = 2;
  return d;
}

}  // namespace solidtile::io::sega
