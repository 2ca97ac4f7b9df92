// What must hold for any input to the Sonic compression decoders; shared by
// the libFuzzer targets and the CTest that replays their corpora.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "solidtile/io/sega_compression.h"

namespace solidtile::fuzz {

enum class SegaFormat { Kosinski, KosinskiModuled, Enigma, Nemesis };

inline io::sega::Decoded decodeSega(SegaFormat f, std::span<const std::uint8_t> in, std::size_t limit) {
  switch (f) {
    case SegaFormat::Kosinski: return io::sega::decodeKosinski(in, limit);
    case SegaFormat::KosinskiModuled: return io::sega::decodeKosinskiModuled(in, limit);
    case SegaFormat::Enigma: return io::sega::decodeEnigma(in, limit);
    case SegaFormat::Nemesis: return io::sega::decodeNemesis(in, limit);
  }
  return {};
}

// The encoder's search is O(n x $2000): larger outputs are left to the unit tests.
inline constexpr std::size_t kMaxEncodedCheck = 64u * 1024u;

// Empty when the decoder kept its contract: output within the limit, an error
// that names an offset or no error, the same result twice, and a limit just
// below a good result's size refused.
inline std::string checkSegaDecoder(SegaFormat f, std::string_view bytes, std::size_t limit = 1u << 20) {
  const std::span<const std::uint8_t> in(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
  const io::sega::Decoded d = decodeSega(f, in, limit);
  if (d.bytes.size() > limit) return "the output passed the limit";
  if (!d.ok() && d.error.rfind("offset ", 0) != 0) return "an error that names no offset: " + d.error;
  if (d.ok() && d.consumed > bytes.size()) return "consumed more than the input";
  const io::sega::Decoded again = decodeSega(f, in, limit);
  if (again.bytes != d.bytes || again.error != d.error) return "two decodes of one input differ";
  if (d.ok() && !d.bytes.empty()) {
    if (decodeSega(f, in, d.bytes.size()).bytes != d.bytes) return "the output's own size as the limit changed it";
    if (decodeSega(f, in, d.bytes.size() - 1).ok()) return "a limit below the output's size was not refused";
  }
  // Kosinski's encoder (export writes it): what it makes of the output decodes back to it.
  if (f == SegaFormat::Kosinski && d.ok() && d.bytes.size() <= kMaxEncodedCheck) {
    const io::sega::Decoded back = io::sega::decodeKosinski(io::sega::encodeKosinski(d.bytes, 16));
    if (!back.ok() || back.bytes != d.bytes) return "the encoder's stream of the output does not decode back to it";
  }
  return "";
}

}  // namespace solidtile::fuzz
