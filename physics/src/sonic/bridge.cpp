#include "solidtile/sonic/bridge.h"

namespace solidtile {

namespace {

// Obj11_BendData2 (Sonic 1's misc/ghzbend2.bin, Sonic 2's byte_FB28): row s is
// the share of the standing log's sag that logs 0..s take, walking from the
// bridge's end to the standing log; the logs past it read row (logs - 1 - s)
// backwards. Entries past s are 0 in the games' tables and never read.
constexpr std::uint8_t kCurve[16][16] = {
    {0xFF},
    {0xB5, 0xFF},
    {0x7E, 0xDB, 0xFF},
    {0x61, 0xB5, 0xEC, 0xFF},
    {0x4A, 0x93, 0xCD, 0xF3, 0xFF},
    {0x3E, 0x7E, 0xB0, 0xDB, 0xF6, 0xFF},
    {0x38, 0x6D, 0x9D, 0xC5, 0xE4, 0xF8, 0xFF},
    {0x31, 0x61, 0x8E, 0xB5, 0xD4, 0xEC, 0xFB, 0xFF},
    {0x2B, 0x56, 0x7E, 0xA2, 0xC1, 0xDB, 0xEE, 0xFB, 0xFF},
    {0x25, 0x4A, 0x73, 0x93, 0xB0, 0xCD, 0xE1, 0xF3, 0xFC, 0xFF},
    {0x1F, 0x44, 0x67, 0x88, 0xA7, 0xBD, 0xD4, 0xE7, 0xF4, 0xFD, 0xFF},
    {0x1F, 0x3E, 0x5C, 0x7E, 0x98, 0xB0, 0xC9, 0xDB, 0xEA, 0xF6, 0xFD, 0xFF},
    {0x19, 0x38, 0x56, 0x73, 0x8E, 0xA7, 0xBD, 0xD1, 0xE1, 0xEE, 0xF8, 0xFE, 0xFF},
    {0x19, 0x38, 0x50, 0x6D, 0x83, 0x9D, 0xB0, 0xC5, 0xD8, 0xE4, 0xF1, 0xF8, 0xFE, 0xFF},
    {0x19, 0x31, 0x4A, 0x67, 0x7E, 0x93, 0xA7, 0xBD, 0xCD, 0xDB, 0xE7, 0xF3, 0xF9, 0xFE, 0xFF},
    {0x19, 0x31, 0x4A, 0x61, 0x78, 0x8E, 0xA2, 0xB5, 0xC5, 0xD4, 0xE1, 0xEC, 0xF4, 0xFB, 0xFE, 0xFF},
};

int clampLog(int v) { return v < 0 ? 0 : (v > 15 ? 15 : v); }

}  // namespace

std::int32_t bridgeMaxSag(int logs, int standing) {
  // Obj11_BendData row `logs`: "2, 4, 6, ... 8, 8, ... 4, 2" (Sonic 2 drops
  // the rows under 8 logs and reads the bytes before its table instead; the
  // rows kept are Sonic 1's, which this formula gives for every row).
  if (standing < 0 || standing >= logs) return 0;
  const int fromLeft = standing + 1, fromRight = logs - standing;
  return 2 * (fromLeft < fromRight ? fromLeft : fromRight);
}

std::int32_t bridgeLogSag(int logs, int standing, int bend, int k, SineTable sine) {
  if (k < 0 || k >= logs || bend <= 0) return 0;
  const std::int32_t d5 = bridgeMaxSag(logs, standing);
  // Bri_Bend's loc_765C walks logs 0..standing down row `standing`; loc_76A4
  // walks the rest from the right end, "move.b -(a3),d0", down row logs-1-standing.
  const std::uint8_t c = k <= standing ? kCurve[clampLog(standing)][clampLog(k)]
                                       : kCurve[clampLog(logs - 1 - standing)][clampLog(logs - 1 - k)];
  // "addq.w #1,d0; mulu.w d5,d0; mulu.w d4,d0; swap d0": both products unsigned words.
  const std::uint32_t d4 = static_cast<std::uint16_t>(sinHex(static_cast<Angle>(bend), sine));
  const std::uint32_t d0 = static_cast<std::uint16_t>((c + 1u) * static_cast<std::uint32_t>(d5));
  return static_cast<std::int32_t>((d0 * d4) >> 16);
}

}  // namespace solidtile
